import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Input } from "../input/input.tsx";
import { Field } from "./field.tsx";

const meta = {
  title: "Components/Forms/Field",
  component: Field,
  args: { label: "Email", hint: "We never share your address.", children: null },
  render: (args) => (
    <Field {...args} className="w-80">
      <Input type="email" placeholder="you@example.com" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Email");
    await expect(input).toHaveAccessibleDescription("We never share your address.");
  },
};

export const WithError: Story = {
  args: { error: "Enter a valid e-mail address." },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Email");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Enter a valid e-mail address.");
  },
};
