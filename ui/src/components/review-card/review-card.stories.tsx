import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Button } from "../button/button.tsx";
import { ReviewCard } from "./review-card.tsx";

const meta = {
  title: "Components/Data/ReviewCard",
  component: ReviewCard,
  args: {
    authorName: "Mina Sato",
    rating: 9,
    body: "The art is gorgeous.\n\nAnd the <b>ending</b> lands.",
    date: "Mar 3, 2026",
    helpfulCount: 4,
    onToggleHelpful: fn(),
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // Markup in a review is text, never HTML.
    await expect(canvas.getByText(/And the <b>ending<\/b> lands\./)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Helpful (4)" }));
    await expect(args.onToggleHelpful).toHaveBeenCalledOnce();
  },
};

export const MarkedHelpful: Story = {
  args: { markedHelpful: true, helpfulCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Helpful (5)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const Spoilers: Story = {
  args: { containsSpoilers: true, body: "The mentor was the villain all along." },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText(/villain/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show spoilers" }));
    await expect(canvas.getByText(/villain/)).toBeVisible();
  },
};

export const OwnReview: Story = {
  args: {
    onToggleHelpful: undefined,
    actions: (
      <>
        <Button variant="outline" size="sm">
          Edit
        </Button>
        <Button variant="outline" size="sm">
          Delete
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Helpful/ })).not.toBeInTheDocument();
    await expect(canvas.getByText("4 found this helpful")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Edit" })).toBeVisible();
  },
};
