import type { ApolloClient } from "@apollo/client";
import {
  ApolloProvider,
  createQueryPreloader,
  type PreloadQueryFunction,
} from "@apollo/client/react";
import { act, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from "react-router";

interface RouteUnderTest {
  /** the route's path pattern, and the URL opened unless `url` names another */
  path: string;
  url?: string;
  /** the route's loader, preloading its query with the test's client */
  load: (preloadQuery: PreloadQueryFunction, args: LoaderFunctionArgs) => unknown;
  Component: ComponentType;
}

/** Opens `path` as the app would: its loader starts the query, then the route renders it. */
export async function renderRoute(
  client: ApolloClient,
  { path, url = path, load, Component }: RouteUnderTest,
) {
  const preloadQuery = createQueryPreloader(client);
  const router = createMemoryRouter(
    [{ path, loader: (args) => load(preloadQuery, args), Component }],
    {
      initialEntries: [url],
    },
  );
  // Suspense settles only inside an awaited act().
  await act(async () => {
    render(
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
  });
}
