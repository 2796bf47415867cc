import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Field } from "../field/field.tsx";
import { Textarea } from "./textarea.tsx";

const meta = {
  title: "Components/Forms/Textarea",
  component: Textarea,
  args: { placeholder: "Tell readers about yourself", counterMax: 160 },
  render: (args) => (
    <Field label="Bio" className="w-96">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Bio"), "Shōnen fan");
    await expect(canvas.getByText("10/160")).toBeVisible();
  },
};

export const OverTheCount: Story = {
  args: { counterMax: 20, defaultValue: "Reading since the first volume of everything." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("45/20")).toHaveClass("text-destructive");
  },
};
