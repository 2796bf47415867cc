import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton, Skeletons } from "./skeleton.tsx";

const meta = {
  title: "Components/Feedback/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const CardPlaceholder: Story = {
  render: () => (
    <div className="w-48 space-y-3">
      <Skeleton className="aspect-[2/3] w-full rounded-xl" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-3 w-1/2" />
    </div>
  ),
};

/** A row of placeholder cards, laid out as the loaded list will be. */
export const Group: Story = {
  render: () => (
    <div data-testid="cards">
      <Skeletons count={3} className="grid grid-cols-3 gap-4" itemClassName="h-40 rounded-2xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByTestId("cards").firstElementChild!;
    await expect(group.children).toHaveLength(3);
    await expect(group).toHaveClass("grid-cols-3");
  },
};
