import type { Meta, StoryObj } from "@storybook/react-vite";
import { Blockquote, Heading, InlineCode, Text } from "./typography.tsx";

const meta = {
  title: "Components/Typography",
  component: Heading,
  args: { level: 1, children: "Inkpanel — Read Manga Online" },
  argTypes: { level: { control: "inline-radio", options: [1, 2, 3, 4, 5, 6] } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <div className="space-y-4">
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading {level} — The Last Ronin of Neo-Kyoto
        </Heading>
      ))}
    </div>
  ),
};

export const Playground: Story = {};

export const TextStyles: Story = {
  render: () => (
    <div className="max-w-2xl space-y-4">
      <Text variant="lead">
        A lead paragraph introduces the page with a little more room to breathe.
      </Text>
      <Text>
        Body text for descriptions and articles. Chapters drop every Friday; use{" "}
        <InlineCode>F</InlineCode> to read fullscreen.
      </Text>
      <Text variant="large">Large text for emphasis</Text>
      <Text variant="small">Small text for labels</Text>
      <Text variant="muted">Muted text for secondary details such as release dates.</Text>
      <Text variant="caption">Caption · Editor&apos;s choice</Text>
      <Blockquote>&ldquo;The best panels are the ones you linger on.&rdquo;</Blockquote>
    </div>
  ),
};
