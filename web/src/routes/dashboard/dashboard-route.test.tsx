import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider, createQueryPreloader } from "@apollo/client/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildSchema, execute } from "graphql";
import { createMemoryRouter, RouterProvider } from "react-router";
import { from } from "rxjs";
import { describe, expect, it } from "vitest";
import { typePolicies } from "../../apollo/type-policies.ts";
import { DashboardRouteQueryDocument } from "../../gql/graphql.ts";
import { DashboardRoute } from "./dashboard-route.tsx";

// The server's own schema, answered from fixtures: the dashboard asks what it would ask the API,
// and the app's real cache policies merge the pages.
const serverSource = resolve(import.meta.dirname, "../../../../server/src");
const schema = buildSchema(
  readdirSync(serverSource, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith("schema.graphql"))
    .map((path) => readFileSync(resolve(serverSource, path), "utf8"))
    .join("\n"),
);

const manga = (number: number) => ({
  id: `manga-${number}`,
  slug: `title-${number}`,
  title: `Title ${number}`,
  coverUrl: `/media/covers/manga-${number}.svg`,
  author: "Rin Aoyama",
  description: "A storm that will not break.",
  rating: 8.5,
  status: "ONGOING",
  views: 1200,
  isNew: false,
  isHot: false,
  chapterCount: 20,
  genres: [],
  latestChapter: { id: `chapter-${number}-20`, number: 20 },
});

/** A Relay page of `items` after the cursor (cursors are positions), as the API pages. */
function connection<Item>(items: Item[]) {
  return ({ first, after }: { first: number; after?: string | null }) => {
    const start = after ? Number(after) : 0;
    const page = items.slice(start, start + first);
    return {
      totalCount: items.length,
      edges: page.map((node, index) => ({ cursor: String(start + index + 1), node })),
      pageInfo: {
        hasNextPage: start + first < items.length,
        endCursor: String(start + page.length),
      },
    };
  };
}

const titles = (count: number) => Array.from({ length: count }, (_, index) => manga(index + 1));

// Mio reads 13 titles (one more than a page of 12) and favorites 25 (one more than 24).
const mio = {
  id: "user-mio",
  name: "Mio",
  email: "mio@readers.test",
  emailVerified: true,
  avatarUrl: null,
  memberSince: "2025-03-01T00:00:00.000Z",
  plan: { id: "free", name: "Free" },
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
};

/** Answers as the API would for Mio, signed in. */
const apiLink = new ApolloLink((operation) =>
  from(
    Promise.resolve(
      execute({
        schema,
        document: operation.query,
        variableValues: operation.variables,
        rootValue: { me: mio },
      }),
    ),
  ),
);

async function renderDashboard() {
  const client = new ApolloClient({
    link: apiLink,
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: { watchQuery: { errorPolicy: "all" } },
  });
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        loader: () => createQueryPreloader(client)(DashboardRouteQueryDocument),
        Component: DashboardRoute,
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  await act(async () => {
    render(
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
  });
}

describe("DashboardRoute", () => {
  it("loads more of one list and keeps the pages already loaded of the other", async () => {
    await renderDashboard();
    const user = userEvent.setup();

    const reading = await screen.findByRole("tabpanel", { name: "Continue Reading" });
    expect(within(reading).getByText("Showing 12 of 13")).toBeInTheDocument();
    await user.click(within(reading).getByRole("button", { name: "Load More" }));
    expect(await within(reading).findByText("You've seen all 13")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Favorites" }));
    const favorites = screen.getByRole("tabpanel", { name: "Favorites" });
    expect(within(favorites).getByText("Showing 24 of 25")).toBeInTheDocument();
    await user.click(within(favorites).getByRole("button", { name: "Load More" }));
    expect(await within(favorites).findByText("You've seen all 25")).toBeInTheDocument();
    expect(within(favorites).getByText("Title 25")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Continue Reading" }));
    const readingAgain = screen.getByRole("tabpanel", { name: "Continue Reading" });
    expect(within(readingAgain).getByText("You've seen all 13")).toBeInTheDocument();
    expect(within(readingAgain).getByRole("link", { name: "Title 13" })).toBeInTheDocument();
  });
});
