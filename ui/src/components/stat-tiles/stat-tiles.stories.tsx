import type { Meta, StoryObj } from "@storybook/react-vite";
import { BookOpen, Flame, Heart, Library } from "lucide-react";
import { expect } from "storybook/test";
import { StatTiles } from "./stat-tiles.tsx";

const meta = {
  title: "Components/Data/StatTiles",
  component: StatTiles,
  args: {
    className: "grid-cols-2 lg:grid-cols-4",
    tiles: [
      { label: "Total Manga Read", value: "128", icon: BookOpen },
      { label: "Favorites", value: "24", icon: Heart },
      { label: "Currently Reading", value: "6", icon: Library },
      { label: "Reading Streak", value: "12 days", icon: Flame },
    ],
  },
} satisfies Meta<typeof StatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure follows its term: a screen reader reads "Favorites, 24". */
export const Dashboard: Story = {
  play: async ({ canvas }) => {
    const texts = (role: string) => canvas.getAllByRole(role).map((node) => node.textContent);
    await expect(texts("term")).toEqual([
      "Total Manga Read",
      "Favorites",
      "Currently Reading",
      "Reading Streak",
    ]);
    await expect(texts("definition")).toEqual(["128", "24", "6", "12 days"]);
  },
};

export const ThreeColumns: Story = {
  args: {
    className: "sm:grid-cols-3",
    tiles: [
      { label: "Today's updates", value: "14", icon: BookOpen },
      { label: "This week", value: "87", icon: Library },
      { label: "New series this year", value: "9", icon: Flame },
    ],
  },
};
