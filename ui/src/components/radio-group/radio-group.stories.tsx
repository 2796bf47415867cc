import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Label } from "../field/field.tsx";
import { RadioGroup, RadioGroupItem } from "./radio-group.tsx";

const directions = [
  { value: "ltr", label: "Left to right" },
  { value: "rtl", label: "Right to left" },
  { value: "vertical", label: "Vertical scroll" },
];

const meta = {
  title: "Components/Forms/RadioGroup",
  component: RadioGroup,
  args: { defaultValue: "ltr", onValueChange: fn(), "aria-label": "Reading direction" },
  render: (args) => (
    <RadioGroup {...args}>
      {directions.map(({ value, label }) => (
        <div key={value} className="flex items-center gap-2">
          <RadioGroupItem value={value} id={`direction-${value}`} />
          <Label htmlFor={`direction-${value}`}>{label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseOne: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText("Right to left"));
    await expect(canvas.getByRole("radio", { name: "Right to left" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Left to right" })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith("rtl");
  },
};

export const Disabled: Story = { args: { disabled: true } };
