import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Avatar } from "./avatar.tsx";

const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#3b82f6"/><circle cx="40" cy="32" r="14" fill="#bfdbfe"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#bfdbfe"/></svg>`,
)}`;

const meta = {
  title: "Components/Data/Avatar",
  component: Avatar,
  args: { name: "Aiko Tanaka", src: portrait, size: "lg" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "Aiko Tanaka" })).toBeVisible();
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("AT")).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      {(["sm", "md", "lg", "xl"] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
