import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowLeft, ChevronRight, Heart } from "lucide-react";
import { expect, fn } from "storybook/test";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ChapterEnd } from "./chapter-end.tsx";

const onNext = fn();
const onBack = fn();
const onFavorite = fn();

const meta = {
  title: "Components/Reader/ChapterEnd",
  component: ChapterEnd,
  args: {
    title: "Chapter 12 finished",
    description: "Next: Chapter 13 — The Long Night",
    primaryAction: (
      <Button onClick={onNext}>
        Read Chapter 13 <ChevronRight />
      </Button>
    ),
    actions: (
      <>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft /> Back to the title
        </Button>
        <Button variant="outline" aria-pressed={false} onClick={onFavorite}>
          <Heart /> Favorite
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-[28rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChapterEnd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextChapter: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { name: "Chapter 12 finished" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /Read Chapter 13/ }));
    await expect(onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Favorite" }));
    await expect(onFavorite).toHaveBeenCalledOnce();
  },
};

export const CaughtUp: Story = {
  args: {
    title: "You're caught up",
    description: (
      <span className="inline-flex items-center gap-2">
        Chapter 48 is the latest. <Badge variant="secondary">Ongoing</Badge>
      </span>
    ),
    primaryAction: (
      <Button onClick={onBack}>
        <ArrowLeft /> Back to the title
      </Button>
    ),
    actions: (
      <Button variant="outline" aria-pressed onClick={onFavorite}>
        <Heart className="fill-current text-destructive" /> Favorited
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "You're caught up" })).toBeVisible();
    await expect(canvas.getByText("Ongoing")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Favorited" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const Completed: Story = {
  args: {
    title: "You're caught up",
    description: "The series is completed: you have read it all.",
    primaryAction: <Button onClick={onBack}>Back to the title</Button>,
    actions: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/you have read it all/)).toBeVisible();
  },
};
