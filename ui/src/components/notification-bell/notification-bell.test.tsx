import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NotificationBell } from "./notification-bell.tsx";

const item = {
  id: "1",
  title: "Paper Lanterns: chapter 12 is out",
  time: "now",
  href: "/manga/p/chapter/12",
  read: false,
};

describe("NotificationBell", () => {
  it("shows the unread count and marks every notification read from the menu", async () => {
    const onMarkAllRead = vi.fn();
    render(
      <NotificationBell
        unreadCount={3}
        items={[item]}
        allHref="/inbox"
        onMarkAllRead={onMarkAllRead}
      />,
    );
    expect(screen.getByTestId("unread-count")).toHaveTextContent("3");
    await userEvent.click(screen.getByRole("button", { name: /^Notifications\s*3\s*unread$/ }));
    const link = await screen.findByRole("menuitem", { name: /chapter 12 is out \(unread\)/ });
    expect(link).toHaveAttribute("href", item.href);
    expect(screen.getByRole("menuitem", { name: "See all notifications" })).toHaveAttribute(
      "href",
      "/inbox",
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "Mark all read" }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
  });
});
