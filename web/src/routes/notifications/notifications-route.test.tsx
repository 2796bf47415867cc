import type { ApolloLink } from "@apollo/client";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { NotificationsRouteQueryDocument } from "../../gql/graphql.ts";
import { connection, failingOnce, fixtureLink, networkFailure } from "../../test/fixture-api.ts";
import { renderRoute } from "../../test/render-route.tsx";
import { unreadOnlyOf } from "./notifications-query.ts";
import { NotificationsRoute } from "./notifications-route.tsx";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A NEW_CHAPTER notification about chapter `number` of Title 1. */
const newChapter = (number: number, hours: number, read: boolean) => ({
  id: `n-chapter-${number}`,
  kind: "NEW_CHAPTER",
  createdAt: hoursAgo(hours),
  read,
  manga: { id: "manga-1", slug: "title-1", title: "Title 1" },
  chapter: { id: `chapter-1-${number}`, number },
  comment: null,
});

/** A reader's notifications, newest first, as the API keeps them: marking one read changes it. */
function inbox() {
  const notifications = [
    newChapter(3, 1, false),
    {
      id: "n-reply",
      kind: "COMMENT_REPLY",
      createdAt: hoursAgo(2),
      read: false,
      manga: { id: "manga-2", slug: "title-2", title: "Title 2" },
      chapter: { id: "chapter-2-5", number: 5 },
      comment: { id: "comment-9", author: { id: "user-aki", name: "Aki" }, post: null },
    },
    {
      id: "n-article-reply",
      kind: "COMMENT_REPLY",
      createdAt: hoursAgo(3),
      read: true,
      manga: null,
      chapter: null,
      comment: {
        id: "comment-12",
        author: { id: "user-ren", name: "Ren" },
        post: { id: "post-4", slug: "spring-picks", title: "Spring Picks" },
      },
    },
    newChapter(2, 30, true),
  ];
  const unread = () => notifications.filter((n) => !n.read);
  return {
    me: {
      id: "user-mio",
      get unreadNotificationCount() {
        return unread().length;
      },
      notifications: (args: { unreadOnly: boolean; first: number; after?: string | null }) =>
        connection(args.unreadOnly ? unread() : notifications)(args),
    },
    markNotificationsRead: ({ ids }: { ids?: string[] | null }) => {
      const marking = unread().filter((n) => !ids || ids.includes(n.id));
      for (const notification of marking) notification.read = true;
      return marking.length;
    },
  };
}

const emptyInbox = {
  me: { id: "user-mio", unreadNotificationCount: 0, notifications: connection([]) },
};

const renderNotifications = (link: ApolloLink) =>
  renderRoute(createApolloClient(link), {
    path: "/notifications",
    load: (preloadQuery, { request }) =>
      preloadQuery(NotificationsRouteQueryDocument, {
        variables: { unreadOnly: unreadOnlyOf(new URL(request.url).searchParams) },
        fetchPolicy: "network-only",
      }),
    Component: NotificationsRoute,
  });

const list = () => screen.queryByRole("list");
const links = () => within(screen.getByRole("list")).getAllByRole("link");

describe("NotificationsRoute", () => {
  it("lists every notification, newest first, linking to the chapter or the reply", async () => {
    await renderNotifications(fixtureLink(inbox()));

    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeInTheDocument();
    expect(links().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [expect.stringMatching(/^Title 1: chapter 3 is out \(unread\)/), "/manga/title-1/chapter/3"],
      [
        expect.stringMatching(/^Aki replied to your comment on Title 2 \(unread\)/),
        "/manga/title-2/chapter/5#comments",
      ],
      [
        expect.stringMatching(/^Ren replied to your comment on Spring Picks(?! \(unread\))/),
        "/blog/spring-picks#comments",
      ],
      [
        expect.stringMatching(/^Title 1: chapter 2 is out(?! \(unread\))/),
        "/manga/title-1/chapter/2",
      ],
    ]);
  });

  it("shows only the unread ones on the Unread tab", async () => {
    await renderNotifications(fixtureLink(inbox()));
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Unread (2)" }));

    expect(await screen.findByRole("button", { name: "Unread (2)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "/manga/title-1/chapter/3",
      "/manga/title-2/chapter/5#comments",
    ]);
  });

  it("marks one read, then all of them", async () => {
    await renderNotifications(fixtureLink(inbox()));
    const user = userEvent.setup();

    const [first] = await screen.findAllByRole("listitem");
    await user.click(within(first!).getByRole("button", { name: "Mark read" }));

    expect(await screen.findByRole("button", { name: "Unread (1)" })).toBeInTheDocument();
    expect(links()[0]).not.toHaveTextContent("(unread)");
    expect(screen.getAllByRole("button", { name: "Mark read" })).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));

    expect(await screen.findByRole("button", { name: "Unread (0)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark read" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("says so when there is nothing, and when everything is read", async () => {
    await renderNotifications(fixtureLink(emptyInbox));
    const user = userEvent.setup();

    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(list()).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Unread (0)" }));
    expect(await screen.findByText("All caught up")).toBeInTheDocument();
  });

  it("says what went wrong when they do not load, and Try again loads them", async () => {
    const api = fixtureLink(inbox());
    await renderNotifications(failingOnce(api, networkFailure, () => true));
    const user = userEvent.setup();

    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    // The retry suspends the route again, which settles only inside an awaited act().
    await act(() => user.click(screen.getByRole("button", { name: "Try again" })));

    expect(await screen.findByRole("button", { name: "Unread (2)" })).toBeInTheDocument();
    expect(links()).toHaveLength(4);
  });
});
