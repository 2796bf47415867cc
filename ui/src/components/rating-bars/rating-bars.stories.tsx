import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RatingBars } from "./rating-bars.tsx";

const meta = {
  title: "Components/Data/RatingBars",
  component: RatingBars,
  args: { counts: [1, 0, 2, 3, 8, 14, 30, 52, 41, 19] },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingBars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spread: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole("listitem");
    await expect(rows).toHaveLength(10);
    await expect(rows[0]).toHaveTextContent("10 out of 10: 19");
    await expect(rows[2]).toHaveTextContent("8 out of 10: 52");
  },
};

export const NoRatings: Story = {
  args: { counts: Array(10).fill(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("10 out of 10: 0");
  },
};
