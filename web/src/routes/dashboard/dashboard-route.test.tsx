import { ApolloLink } from "@apollo/client";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { DashboardRouteQueryDocument } from "../../gql/graphql.ts";
import {
  connection,
  failingOnce,
  fixtureLink,
  networkFailure,
  titles,
} from "../../test/fixture-api.ts";
import { renderRoute } from "../../test/render-route.tsx";
import { dashboardTabOf, dashboardVariables } from "./dashboard-query.ts";
import { DashboardRoute } from "./dashboard-route.tsx";

// Mio reads 13 titles (one more than a page of 12) and favorites 25 (one more than 24).
const mio = {
  id: "user-mio",
  name: "Mio",
  email: "mio@readers.test",
  emailVerified: true,
  avatarUrl: null,
  memberSince: "2025-03-01T00:00:00.000Z",
  plan: { id: "free", name: "Free" },
  billingPeriod: "MONTHLY",
  stats: {
    totalMangaRead: 13,
    favorites: 25,
    currentlyReading: 13,
    readingStreakDays: 4,
    chaptersReadThisMonth: 30,
    hoursReadThisMonth: 6,
    newFavoritesThisMonth: 25,
  },
  continueReading: connection(
    titles(13).map((title) => ({
      manga: title,
      chapter: { id: `chapter-${title.id}-3`, number: 3 },
      page: 2,
      percent: 15,
      updatedAt: "2026-11-20T10:00:00.000Z",
    })),
  ),
  favorites: connection(titles(25)),
  // 21 chapters read (one more than a page of 20), 25 titles saved (one more than 24).
  history: connection(
    Array.from({ length: 21 }, (_, index) => ({
      page: index + 1,
      readAt: "2026-11-20T10:00:00.000Z",
      chapter: {
        id: `history-chapter-${index + 1}`,
        number: index + 1,
        title: null,
        manga: titles(1)[0],
      },
    })),
  ),
  saved: connection(titles(25)),
};

/** Answers as the API would for Mio, signed in. */
const apiLink = fixtureLink({ me: mio });

/** Answers for Mio, except that the first request for more favorites fails on the network. */
const failingFirstMoreFavorites = () =>
  failingOnce(apiLink, networkFailure, (operation) => Boolean(operation.variables.favoritesAfter));

/** Opens `url` as the app routes it: /dashboard, /favorites and /history are the one screen. */
const renderDashboard = (link: ApolloLink = apiLink, url = "/dashboard") =>
  renderRoute(createApolloClient(link), {
    path: "/:dashboardPage",
    url,
    load: (preloadQuery, { request }) =>
      preloadQuery(DashboardRouteQueryDocument, {
        variables: dashboardVariables(dashboardTabOf(new URL(request.url))),
        fetchPolicy: "network-only",
      }),
    Component: DashboardRoute,
  });

/** Passes every operation on to `link`, keeping the variables each was sent with. */
function recordingVariables(link: ApolloLink) {
  const sent: Record<string, unknown>[] = [];
  const recording = new ApolloLink((operation, forward) => {
    sent.push(operation.variables);
    return forward(operation);
  }).concat(link);
  return { link: recording, sent };
}

/** Mio with three chapters read, kept as the API keeps them: clearHistory removes one or all. */
function apiWithHistory() {
  let entries = [1, 2, 3].map((number) => ({
    page: 4,
    readAt: "2026-11-20T10:00:00.000Z",
    chapter: { id: `chapter-${number}`, number, title: null, manga: titles(1)[0] },
  }));
  return fixtureLink({
    me: {
      ...mio,
      history: (args: { first: number; after?: string | null }) => connection(entries)(args),
    },
    clearHistory: ({ chapterId }: { chapterId?: string | null }) => {
      const before = entries.length;
      entries = chapterId ? entries.filter((entry) => entry.chapter.id !== chapterId) : [];
      return before - entries.length;
    },
  });
}

describe("DashboardRoute", () => {
  it("asks only for the shown tab's list, and for the next tab's when the reader opens it", async () => {
    const api = recordingVariables(apiLink);
    await renderDashboard(api.link);
    const user = userEvent.setup();

    const reading = await screen.findByRole("tabpanel", { name: /^Continue Reading/ });
    expect(within(reading).getByText("Showing 12 of 13")).toBeInTheDocument();
    expect(api.sent).toEqual([
      { withReading: true, withFavorites: false, withHistory: false, withSaved: false },
    ]);
    // The other tabs' labels count their lists, which are not loaded.
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Continue Reading 13",
      "Favorites 25",
      "History 21",
      "Saved 25",
      "Activity",
    ]);
    await user.click(within(reading).getByRole("button", { name: "Load More" }));
    expect(await within(reading).findByText("You've seen all 13")).toBeInTheDocument();
    expect(within(reading).getByRole("link", { name: "Title 13" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /^Favorites/ }));
    const favorites = await screen.findByRole("tabpanel", { name: /^Favorites/ });
    expect(await within(favorites).findByText("Showing 24 of 25")).toBeInTheDocument();
    expect(api.sent.at(-1)).toEqual({
      withReading: false,
      withFavorites: true,
      withHistory: false,
      withSaved: false,
    });
    await user.click(within(favorites).getByRole("button", { name: "Load More" }));
    expect(await within(favorites).findByText("You've seen all 25")).toBeInTheDocument();
    expect(within(favorites).getByText("Title 25")).toBeInTheDocument();
  });

  it("opens on the tab its URL names", async () => {
    await renderDashboard(apiLink, "/dashboard?tab=saved");
    const saved = await screen.findByRole("tabpanel", { name: /^Saved/ });
    expect(screen.getByRole("tab", { name: /^Saved/ })).toHaveAttribute("aria-selected", "true");
    expect(within(saved).getByText("Showing 24 of 25")).toBeInTheDocument();
  });

  it("lists the chapters read with the page reached, and the saved titles", async () => {
    await renderDashboard();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("tab", { name: /^History/ }));
    const history = await screen.findByRole("tabpanel", { name: /^History/ });
    expect(await within(history).findByText("Showing 20 of 21")).toBeInTheDocument();
    expect(within(history).getByText(/Page 3 ·/)).toBeInTheDocument();
    expect(
      within(history).getByRole("button", { name: "Remove Title 1, chapter 1 from history" }),
    ).toBeInTheDocument();
    await user.click(within(history).getByRole("button", { name: "Load More" }));
    expect(await within(history).findByText("You've seen all 21")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /^Saved/ }));
    const saved = await screen.findByRole("tabpanel", { name: /^Saved/ });
    expect(await within(saved).findByText("Showing 24 of 25")).toBeInTheDocument();
    await user.click(within(saved).getByRole("button", { name: "Load More" }));
    expect(await within(saved).findByText("You've seen all 25")).toBeInTheDocument();
    expect(within(saved).getByRole("link", { name: /Title 25/ })).toBeInTheDocument();
  });

  it("keeps the favorites shown when loading more fails, and Try again loads them", async () => {
    await renderDashboard(failingFirstMoreFavorites());
    const user = userEvent.setup();

    await user.click(await screen.findByRole("tab", { name: /^Favorites/ }));
    const favorites = await screen.findByRole("tabpanel", { name: /^Favorites/ });
    await user.click(within(favorites).getByRole("button", { name: "Load More" }));

    expect(await within(favorites).findByRole("alert")).toHaveTextContent(
      "Could not load more titles.",
    );
    expect(within(favorites).getByText("Showing 24 of 25")).toBeInTheDocument();
    expect(within(favorites).getByRole("link", { name: /Title 24/ })).toBeInTheDocument();

    await user.click(within(favorites).getByRole("button", { name: "Try again" }));
    expect(await within(favorites).findByText("You've seen all 25")).toBeInTheDocument();
    expect(within(favorites).queryByRole("alert")).not.toBeInTheDocument();

    // The other list neither failed nor waited: its own Load More is there, idle.
    await user.click(screen.getByRole("tab", { name: /^Continue Reading/ }));
    const reading = await screen.findByRole("tabpanel", { name: /^Continue Reading/ });
    expect(within(reading).queryByRole("alert")).not.toBeInTheDocument();
    expect(await within(reading).findByRole("button", { name: "Load More" })).toBeEnabled();
  });

  it("opens on the History tab at /history, and removes one chapter from it", async () => {
    await renderDashboard(apiWithHistory(), "/history");
    const user = userEvent.setup();

    const history = await screen.findByRole("tabpanel", { name: /^History/ });
    expect(screen.getByRole("tab", { name: /^History/ })).toHaveAttribute("aria-selected", "true");
    await user.click(
      within(history).getByRole("button", { name: "Remove Title 1, chapter 2 from history" }),
    );

    expect(await within(history).findByText("You've seen all 2")).toBeInTheDocument();
    expect(
      within(history)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/manga/title-1/chapter/1", "/manga/title-1/chapter/3"]);
  });

  it("clears the whole history only once the reader confirms", async () => {
    await renderDashboard(apiWithHistory(), "/history");
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);

    const history = await screen.findByRole("tabpanel", { name: /^History/ });
    await user.click(within(history).getByRole("button", { name: "Clear all history" }));
    expect(confirm).toHaveBeenCalledWith(
      "Clear your whole reading history? This cannot be undone.",
    );
    expect(within(history).getAllByRole("listitem")).toHaveLength(3);

    confirm.mockReturnValueOnce(true);
    await user.click(within(history).getByRole("button", { name: "Clear all history" }));
    expect(await within(history).findByText("No history yet")).toBeInTheDocument();
    confirm.mockRestore();
  });
});
