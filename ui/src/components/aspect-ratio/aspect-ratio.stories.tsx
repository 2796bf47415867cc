import type { Meta, StoryObj } from "@storybook/react-vite";
import { AspectRatio } from "./aspect-ratio.tsx";

const meta = {
  title: "Components/Layout/AspectRatio",
  component: AspectRatio,
  args: { ratio: 16 / 9 },
  render: (args) => (
    <div className="w-96">
      <AspectRatio {...args}>
        <div className="flex size-full items-center justify-center bg-linear-to-br from-gradient-from to-gradient-to text-lg font-bold text-gradient-foreground">
          {args.ratio === 16 / 9 ? "16:9" : "2:3"}
        </div>
      </AspectRatio>
    </div>
  ),
} satisfies Meta<typeof AspectRatio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Widescreen: Story = {};

export const Cover: Story = { args: { ratio: 2 / 3 } };
