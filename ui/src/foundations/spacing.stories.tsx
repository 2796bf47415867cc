import type { Meta, StoryObj } from "@storybook/react-vite";

const spacing = [1, 2, 3, 4, 6, 8, 12, 16, 24] as const;
const radii = [
  "rounded-sm",
  "rounded-md",
  "rounded-lg",
  "rounded-xl",
  "rounded-2xl",
  "rounded-full",
] as const;
const shadows = ["shadow-sm", "shadow-md", "shadow-lg"] as const;

const meta = {
  title: "Foundations/Spacing, radii and shadows",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  render: () => (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        One step is <code className="font-mono">--spacing</code> (0.25rem). Layout tokens:{" "}
        <code className="font-mono">--navbar-height</code>,{" "}
        <code className="font-mono">--sidebar-width</code>,{" "}
        <code className="font-mono">--content-width</code>.
      </p>
      {spacing.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-16 font-mono text-sm text-muted-foreground">{step}</code>
          <div
            className="h-4 rounded-sm bg-primary"
            style={{ width: `calc(var(--spacing) * ${step})` }}
          />
          <span className="text-sm text-muted-foreground">{step * 4}px</span>
        </div>
      ))}
    </div>
  ),
};

export const Radii: Story = {
  render: () => (
    <div className="flex flex-wrap gap-6">
      {radii.map((radius) => (
        <div key={radius} className="grid justify-items-center gap-2">
          <div className={`size-20 border-2 border-primary bg-card ${radius}`} />
          <code className="font-mono text-xs text-muted-foreground">{radius}</code>
        </div>
      ))}
    </div>
  ),
};

export const Shadows: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8 p-4">
      {shadows.map((shadow) => (
        <div
          key={shadow}
          className={`grid size-32 place-items-center rounded-xl bg-card text-sm font-medium ${shadow}`}
        >
          {shadow}
        </div>
      ))}
    </div>
  ),
};
