import { ApolloClient, InMemoryCache } from "@apollo/client";
import { ApolloProvider, createQueryPreloader } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { graphql } from "../../gql";
import { RouteData } from "./route-data.tsx";

const RouteDataTestQuery = graphql(`
  query RouteDataTestQuery {
    siteStats {
      seriesCount
    }
  }
`);

// The library's size as the API reports it.
const siteStats = { __typename: "SiteStats" as const, seriesCount: 122 };

async function renderRouteData(responses: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    link: new MockLink(responses),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { errorPolicy: "all" } },
  });
  const queryRef = createQueryPreloader(client)(RouteDataTestQuery);
  // Suspense settles only inside an awaited act().
  await act(async () => {
    render(
      <ApolloProvider client={client}>
        <RouteData queryRef={queryRef} skeleton={<p>Loading series…</p>}>
          {(data) => <p>{data.siteStats.seriesCount} series</p>}
        </RouteData>
      </ApolloProvider>,
    );
  });
}

describe("RouteData", () => {
  it("shows the data once loaded", async () => {
    await renderRouteData([
      { request: { query: RouteDataTestQuery }, result: { data: { siteStats } }, delay: 50 },
    ]);
    expect(await screen.findByText("122 series")).toBeInTheDocument();
  });

  it("says what went wrong and loads again on Try again", async () => {
    await renderRouteData([
      { request: { query: RouteDataTestQuery }, error: new Error("Failed to fetch") },
      { request: { query: RouteDataTestQuery }, result: { data: { siteStats } } },
    ]);

    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("alert")).toHaveTextContent("Check your connection and try again.");
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch");
    const tryAgain = screen.getByRole("button", { name: "Try again" });
    await act(() => userEvent.click(tryAgain));
    expect(await screen.findByText("122 series")).toBeInTheDocument();
  });

  it("says how long to wait when the API's rate limit was reached, not to check the connection", async () => {
    await renderRouteData([
      {
        request: { query: RouteDataTestQuery },
        result: {
          data: null,
          errors: [
            {
              message: "Too many requests. Try again in 12 seconds.",
              extensions: { code: "RATE_LIMITED", retryAfterSeconds: 12 },
            },
          ],
        },
      },
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Too many requests came from your connection. Try again in 12 seconds.",
    );
    expect(alert).not.toHaveTextContent("Check your connection");
  });
});
