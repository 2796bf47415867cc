import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CommentThread, type CommentView } from "./comment-thread.tsx";

const comment = (id: string, extra: Partial<CommentView> = {}): CommentView => ({
  id,
  authorName: "Mina Sato",
  body: "What a chapter!",
  deleted: false,
  date: "2 hours ago",
  edited: false,
  canChange: false,
  ...extra,
});

const meta = {
  title: "Components/Data/CommentThread",
  component: CommentThread,
  args: {
    comments: [
      comment("1", {
        body: "Loved the <i>reveal</i>.",
        replies: [comment("2", { authorName: "Ken Ito", body: "Same here", edited: true })],
      }),
      comment("3", { authorName: "You", body: "My take", canChange: true }),
    ],
    onReply: fn(async () => {}),
    onEdit: fn(async () => {}),
    onDelete: fn(async () => {}),
    onReport: fn(async () => {}),
    onShowMoreReplies: fn(async () => {}),
    maxLength: 2000,
  },
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("Loved the <i>reveal</i>.")).toBeVisible();
    await expect(canvas.getByText(/edited/)).toBeVisible();
    const first = canvas.getByRole("article", { name: "Comment by Mina Sato" });
    await userEvent.click(canvas.getAllByRole("button", { name: "Reply" })[0]!);
    const box = canvas.getByRole("textbox", { name: "Reply to Mina Sato" });
    await userEvent.type(box, "Agreed");
    await userEvent.click(within(box.closest("form")!).getByRole("button", { name: "Reply" }));
    await expect(args.onReply).toHaveBeenCalledWith("1", "Agreed");
    await expect(first).toBeVisible();
  },
};

export const WithMoreReplies: Story = {
  args: {
    comments: [
      comment("1", {
        body: "Poll: best arc?",
        replies: [comment("2", { authorName: "Ken Ito", body: "The tournament" })],
        moreReplies: 3,
      }),
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const more = canvas.getByRole("button", { name: "Show 3 more replies" });
    await userEvent.click(more);
    await expect(args.onShowMoreReplies).toHaveBeenCalledWith("1");
  },
};

export const OwnComment: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const mine = canvas.getByRole("article", { name: "Comment by You" });
    await userEvent.click(within(mine).getByRole("button", { name: "Edit" }));
    const box = canvas.getByRole("textbox", { name: "Edit your comment" });
    await userEvent.clear(box);
    await userEvent.type(box, "My better take");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(args.onEdit).toHaveBeenCalledWith("3", "My better take");
    await userEvent.click(within(mine).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith("3");
  },
};

export const Reporting: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole("button", { name: "Report" })[0]!);
    const box = canvas.getByRole("textbox", { name: "Why are you reporting this comment?" });
    await userEvent.type(box, "Spam");
    await userEvent.click(within(box.closest("form")!).getByRole("button", { name: "Report" }));
    await expect(args.onReport).toHaveBeenCalledWith("1", "Spam");
    await expect(canvas.getAllByRole("button", { name: "Reported" })[0]).toBeDisabled();
  },
};

export const DeletedWithReplies: Story = {
  args: {
    comments: [
      comment("1", {
        authorName: null,
        body: "",
        deleted: true,
        replies: [comment("2", { authorName: "Ken Ito", body: "Still here" })],
      }),
    ],
  },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole("article", { name: "Deleted comment" });
    await expect(placeholder).toHaveTextContent("[deleted]");
    await expect(within(placeholder).queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.getByText("Still here")).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onReply: undefined, onReport: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Reply" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
  },
};
