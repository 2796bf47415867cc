import type { Meta, StoryObj } from "@storybook/react-vite";
import { MessageSquare } from "lucide-react";
import { Button } from "../button/button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Components/Feedback/EmptyState",
  component: EmptyState,
  args: {
    title: "No manga found",
    description: "Try adjusting your filters or search terms.",
    action: <Button variant="outline">Clear Filters</Button>,
  },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {};

export const ComingSoon: Story = {
  args: {
    title: "Comments Coming Soon",
    description: undefined,
    action: undefined,
    icon: MessageSquare,
  },
};
