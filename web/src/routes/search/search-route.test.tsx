import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { searchCatalogue } from "../../components/catalogue-list/catalogues.ts";
import { SearchRouteQueryDocument, type MangaFilter } from "../../gql/graphql.ts";
import { connection, fixtureLink, titles } from "../../test/fixture-api.ts";
import { renderRoute } from "../../test/render-route.tsx";
import { SearchRoute } from "./search-route.tsx";

// The rating slider measures itself with ResizeObserver, which jsdom leaves out.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const genres = [{ id: "genre-action", slug: "action", name: "Action", mangaCount: 3 }];

/** The Search screen over three titles, and every filter the API was asked for. */
async function renderSearch() {
  const askedFilters: (MangaFilter | null | undefined)[] = [];
  const link = fixtureLink({
    genres,
    mangas: (args: { filter?: MangaFilter | null; first: number; after?: string | null }) => {
      askedFilters.push(args.filter);
      return connection(titles(3))(args);
    },
  });
  await renderRoute(createApolloClient(link), {
    path: "/search",
    // as searchLoader, with the test's client
    load: (preloadQuery, { request }) => {
      const values = searchCatalogue.read(new URL(request.url).searchParams);
      return preloadQuery(SearchRouteQueryDocument, {
        variables: { ...searchCatalogue.toMangasArguments(values), first: 24 },
      });
    },
    Component: SearchRoute,
  });
  return askedFilters;
}

describe("SearchRoute", () => {
  it("shows Search's filters in the panel, and Completed only narrows the list until cleared", async () => {
    const askedFilters = await renderSearch();
    expect(await screen.findByText("3 results")).toBeInTheDocument();
    const filters = screen.getByRole("complementary", { name: "Filters" });
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Action" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Year" })).toBeInTheDocument();
    expect(filters).not.toContainElement(screen.queryByRole("searchbox"));

    await userEvent.click(screen.getByRole("checkbox", { name: "Completed series only" }));

    expect(await screen.findByText("3 results · 1 active filter")).toBeInTheDocument();
    expect(askedFilters.at(-1)).toMatchObject({ statuses: ["COMPLETED"] });

    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));

    expect(await screen.findByText("3 results")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Completed series only" })).not.toBeChecked();
  });
});
