import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { StarRatingInput, type StarRatingInputProps } from "./star-rating-input.tsx";

/** Keeps the value, as a form would. */
function Controlled(props: StarRatingInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRatingInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Components/Forms/StarRatingInput",
  component: StarRatingInput,
  render: (args) => <Controlled {...args} />,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Your rating" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "7 out of 10" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole("radio", { name: "7 out of 10" })).toBeChecked();
  },
};

export const Chosen: Story = {
  args: { value: 8 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "8 out of 10" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole("radio", { name: "9 out of 10" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("radio", { name: "10 out of 10" })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: 5, disabled: true },
  play: async ({ canvas }) => {
    for (const star of canvas.getAllByRole("radio")) await expect(star).toBeDisabled();
  },
};
