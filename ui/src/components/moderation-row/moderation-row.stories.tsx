import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ModerationRow } from "./moderation-row.tsx";

const meta = {
  title: "Components/Data/ModerationRow",
  component: ModerationRow,
  args: {
    authorName: "Ken Ito",
    body: "Buy cheap followers at <a href=spam>this site</a>",
    where: "Why we read",
    whereHref: "/blog/why-we-read",
    reports: [
      { id: "r2", reporterName: "Mina Sato", reason: "Spam link", date: "10 minutes ago" },
      { id: "r1", reporterName: "Ada Lind", reason: "Advertising", date: "1 hour ago" },
    ],
    onDismiss: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ModerationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reported: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/<a href=spam>/)).toBeVisible();
    await expect(canvas.getByText("2 reports")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss reports" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Delete comment" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: {
    pending: true,
    reports: [{ id: "r1", reporterName: "Ada Lind", reason: "Rude", date: "now" }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 report")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Delete comment" })).toBeDisabled();
  },
};
