import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Progress } from "./progress.tsx";

const meta = {
  title: "Components/Forms/Progress",
  component: Progress,
  args: { value: 75, "aria-label": "Chapter progress" },
  argTypes: { value: { control: { type: "range", min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeQuarters: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Chapter progress" })).toHaveAttribute(
      "aria-valuenow",
      "75",
    );
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };
