import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo } from "./logo.tsx";

const meta = {
  title: "Components/Brand/Logo",
  component: Logo,
  args: { showWordmark: true },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wordmark: Story = {};

export const MarkOnly: Story = { args: { showWordmark: false } };
