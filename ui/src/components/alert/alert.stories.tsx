import type { Meta, StoryObj } from "@storybook/react-vite";
import { Alert } from "./alert.tsx";

const meta = {
  title: "Components/Feedback/Alert",
  component: Alert,
  args: {
    variant: "info",
    title: "New chapters every Friday",
    children: "Follow a series to be told when the next chapter lands.",
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["info", "success", "warning", "destructive"] },
  },
  decorators: [
    (Story) => (
      <div className="w-[28rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    variant: "success",
    title: "Email Verified!",
    children: "Welcome aboard — your library is ready.",
  },
};

export const Warning: Story = {
  args: {
    variant: "warning",
    title: "Verification Link Expired",
    children: "This verification link has expired. Please request a new verification email.",
  },
};

export const Destructive: Story = {
  args: {
    variant: "destructive",
    title: "Something went wrong. Please try again.",
    children: undefined,
  },
};
