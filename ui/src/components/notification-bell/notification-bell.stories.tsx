import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { withStoryLinks } from "../../storybook/story-links.tsx";
import { NotificationBell } from "./notification-bell.tsx";

const items = [
  {
    id: "1",
    title: "Paper Lanterns: chapter 12 is out",
    time: "2 hours ago",
    href: "/manga/paper-lanterns/chapter/12",
    read: false,
  },
  {
    id: "2",
    title: "Mika replied to your comment",
    time: "yesterday",
    href: "/manga/paper-lanterns/chapter/11#comments",
    read: true,
  },
];

const meta = {
  title: "Components/Navigation/NotificationBell",
  component: NotificationBell,
  decorators: [withStoryLinks],
  args: {
    unreadCount: 1,
    items,
    allHref: "/notifications",
    onOpenChange: fn(),
    onSelect: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;

/** The menu is modal (the page behind is hidden from assistive tech) until it closes. */
const closed = () => waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
async function close() {
  await userEvent.keyboard("{Escape}");
  await closed();
}
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Notifications\s*1\s*unread$/ }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(await screen.findByRole("menuitem", { name: /chapter 12 is out/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(items[0]);
    await close();
  },
};

export const NothingUnread: Story = {
  args: { unreadCount: 0, items: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByTestId("unread-count")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /^Notifications$/ }));
    await expect(await screen.findByText(/Nothing new/)).toBeInTheDocument();
    await close();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("unread-count")).toHaveTextContent("99+");
  },
};

export const Loading: Story = {
  args: { items: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button"));
    await expect(await screen.findByLabelText("Loading notifications")).toBeInTheDocument();
    await close();
  },
};

export const WithError: Story = {
  args: { items: null, error: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button"));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Try again/ }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
    await close();
  },
};
