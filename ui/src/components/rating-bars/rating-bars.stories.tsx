import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { englishUiText, UiTextProvider } from "../../lib/ui-text.tsx";
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

/** Its words come from the app's UiText, its numbers in that language's way of writing them. */
export const InFrench: Story = {
  args: { counts: [1, 0, 2, 3, 8, 14, 30, 52, 41, 1250] },
  decorators: [
    (Story) => (
      <UiTextProvider
        text={{
          ...englishUiText,
          locale: "fr",
          rating: {
            ...englishUiText.rating,
            byScore: "Notes par score",
            outOfTen: (score) => `${score} sur 10`,
          },
        }}
      >
        <Story />
      </UiTextProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Notes par score" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent(/10 sur 10: 1\s250$/);
  },
};
