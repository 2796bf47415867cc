import type { Meta, StoryObj } from "@storybook/react-vite";

const scale = [
  ["text-5xl font-extrabold tracking-tight", "Display", "3rem / 800"],
  ["text-4xl font-extrabold tracking-tight", "Heading 1", "2.25rem / 800"],
  ["text-3xl font-bold tracking-tight", "Heading 2", "1.875rem / 700"],
  ["text-2xl font-semibold tracking-tight", "Heading 3", "1.5rem / 600"],
  ["text-xl font-semibold", "Heading 4", "1.25rem / 600"],
  ["text-lg", "Lead", "1.125rem / 400"],
  ["text-base", "Body", "1rem / 400"],
  ["text-sm", "Small", "0.875rem / 400"],
  ["text-xs font-medium uppercase tracking-wider", "Caption", "0.75rem / 500"],
] as const;

const meta = {
  title: "Foundations/Typography",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  render: () => (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Inter Variable for text and headings (<code className="font-mono">--typeface-sans</code>,{" "}
        <code className="font-mono">--typeface-display</code>), a monospace stack for code (
        <code className="font-mono">--typeface-mono</code>).
      </p>
      {scale.map(([className, name, spec]) => (
        <div
          key={name}
          className="grid items-baseline gap-2 border-b pb-4 sm:grid-cols-[10rem_1fr]"
        >
          <div className="text-sm">
            <p className="font-semibold">{name}</p>
            <p className="text-muted-foreground">{spec}</p>
          </div>
          <p className={className}>The Last Ronin of Neo-Kyoto</p>
        </div>
      ))}
      <pre className="rounded-xl bg-muted p-4 font-mono text-sm">
        const chapter = await readChapter(245);
      </pre>
    </div>
  ),
};
