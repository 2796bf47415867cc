import { ApolloLink } from "@apollo/client";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { LatestRouteQueryDocument } from "../../gql/graphql.ts";
import {
  connection,
  failingOnce,
  fixtureLink,
  networkFailure,
  titles,
} from "../../test/fixture-api.ts";
import { renderRoute } from "../../test/render-route.tsx";
import { LatestRoute } from "./latest-route.tsx";

// Thirteen titles: a page of twelve, and one more behind Load More.
const catalogue = {
  mangas: connection(titles(13)),
};
const catalogueLink = fixtureLink(catalogue);

// The two ways a Load More request fails: the request itself, or the API answering an error.
const failures = {
  "a network error": networkFailure,
  "a GraphQL error": fixtureLink({
    mangas: () => {
      throw new Error("The catalogue is unavailable");
    },
  }),
};

/** Answers from the catalogue, except the first Load More (a request `after` a cursor). */
const failingFirstLoadMore = (failure: ApolloLink) =>
  failingOnce(catalogueLink, failure, (operation) => Boolean(operation.variables.after));

const renderLatest = (link: ApolloLink) =>
  renderRoute(createApolloClient(link), {
    path: "/latest",
    load: (preloadQuery) =>
      preloadQuery(LatestRouteQueryDocument, { variables: { first: 12, thisYear: 2026 } }),
    Component: LatestRoute,
  });

describe("LatestRoute", () => {
  it("loads the next page on Load More", async () => {
    await renderLatest(catalogueLink);
    expect(await screen.findByText("Showing 12 of 13")).toBeInTheDocument();
    // A link to the next page's own address, for a browser without JavaScript...
    const loadMore = screen.getByRole("link", { name: "Load More" });
    expect(loadMore.getAttribute("href")).toMatch(/^\/latest\?after=./);

    // ...which a click loads in place.
    await userEvent.click(loadMore);

    expect(await screen.findByText("You've seen all 13")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Title 13/ })).toBeInTheDocument();
  });

  it.each(Object.entries(failures))(
    "keeps the titles shown when Load More meets %s, and Try again loads the page",
    async (_, failure) => {
      await renderLatest(failingFirstLoadMore(failure));
      expect(await screen.findByText("Showing 12 of 13")).toBeInTheDocument();

      await userEvent.click(screen.getByRole("link", { name: "Load More" }));

      expect(await screen.findByRole("alert")).toHaveTextContent("Could not load more titles.");
      expect(screen.getByText("Showing 12 of 13")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /Title 12/ })).toBeInTheDocument();

      await userEvent.click(screen.getByRole("button", { name: "Try again" }));

      expect(await screen.findByText("You've seen all 13")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /Title 13/ })).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    },
  );
});
