import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Input } from "./input.tsx";

const meta = {
  title: "Components/Forms/Input",
  component: Input,
  args: { placeholder: "Search manga or author...", "aria-label": "Search manga" },
  argTypes: { type: { control: "select", options: ["text", "email", "search", "number", "url"] } },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Search manga" });
    await userEvent.type(input, "Solo");
    await expect(input).toHaveValue("Solo");
  },
};

export const Disabled: Story = { args: { disabled: true, value: "Locked" } };

export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "not-an-email" } };
