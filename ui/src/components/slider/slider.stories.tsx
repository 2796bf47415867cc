import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Slider } from "./slider.tsx";

const meta = {
  title: "Components/Forms/Slider",
  component: Slider,
  args: {
    min: 0,
    max: 100,
    step: 1,
    defaultValue: [50],
    thumbLabels: ["Volume"],
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleValue: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const thumb = canvas.getByRole("slider", { name: "Volume" });
    await userEvent.click(thumb);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "52");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([52]);
  },
};

export const Range: Story = {
  args: {
    min: 0,
    max: 10,
    step: 0.1,
    defaultValue: [0, 10],
    thumbLabels: ["Minimum rating", "Maximum rating"],
  },
  play: async ({ canvas, userEvent }) => {
    const upper = canvas.getByRole("slider", { name: "Maximum rating" });
    await userEvent.click(upper);
    await userEvent.keyboard("{ArrowLeft}");
    await expect(upper).toHaveAttribute("aria-valuenow", "9.9");
    await expect(canvas.getByRole("slider", { name: "Minimum rating" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
