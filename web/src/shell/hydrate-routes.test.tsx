import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { apolloClientContext, createApolloClient } from "../apollo/client.ts";
import { SettingsRouteQueryDocument, type PreferencesInput } from "../gql/graphql.ts";
import { settingsLoader } from "../routes/settings/settings-query.ts";
import { SettingsRoute } from "../routes/settings/settings-route.tsx";
import { fixtureLink } from "../test/fixture-api.ts";
import { AppProviders } from "./app-providers.tsx";
import { hydrationDataFor } from "./hydrate-routes.ts";

/** Aiko's account as the API keeps it: saving a preference changes it. */
function aikosAccount() {
  const preferences = {
    theme: "DARK",
    language: "en",
    readingDirection: "LTR",
    readerFit: "HEIGHT",
    readerLayout: "SINGLE",
    autoPlay: true,
    notifications: true,
    emailUpdates: true,
    downloadQuality: "HIGH",
  };
  return {
    me: {
      id: "user-aiko",
      name: "Aiko",
      email: "aiko@readers.test",
      emailVerified: true,
      role: "READER",
      avatarUrl: null,
      bio: null,
      location: null,
      website: null,
      memberSince: "2025-03-01T00:00:00.000Z",
      billingPeriod: "MONTHLY",
      plan: { id: "free", name: "Free" },
      opdsAccess: null,
      preferences,
    },
    updatePreferences: ({ input }: { input: PreferencesInput }) =>
      Object.assign(preferences, input),
  };
}

/**
 * Opens /settings as a reader opens it: the server renders the page, and the browser hydrates it
 * as main.tsx does, its client starting from the page's cache and the route's loader running
 * again while the client hydrates.
 */
async function openRenderedSettings(api: ReturnType<typeof aikosAccount>) {
  const server = createApolloClient(fixtureLink(api), { ssrMode: true });
  await server.query({ query: SettingsRouteQueryDocument });

  const client = createApolloClient(fixtureLink(api), { hydrating: true });
  client.cache.restore(server.cache.extract());
  const routes = [{ path: "/settings", loader: settingsLoader, Component: SettingsRoute }];
  const getContext = () => new RouterContextProvider(new Map([[apolloClientContext, client]]));
  const url = new URL("/settings", window.location.origin);
  const hydrationData = await hydrationDataFor(routes, url, getContext());
  const router = createMemoryRouter(routes, {
    initialEntries: [url.pathname],
    hydrationData,
    getContext,
  });
  await act(async () => {
    render(
      <AppProviders client={client} locale="en" siteOrigin={url.origin}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

describe("a page the server rendered, hydrated", () => {
  it("shows on Settings the preference saved, not the one it rendered", async () => {
    const user = userEvent.setup();
    const api = aikosAccount();
    await openRenderedSettings(api);
    await user.click(screen.getByRole("tab", { name: "Preferences" }));
    const theme = screen.getByRole("combobox", { name: "Theme" });
    expect(theme).toHaveTextContent("Dark");

    await user.click(theme);
    await user.click(screen.getByRole("option", { name: "Light" }));
    expect((await screen.findAllByText("Preferences saved"))[0]).toBeInTheDocument();
    expect(api.me.preferences.theme).toBe("LIGHT");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Theme" })).toHaveTextContent("Light"),
    );
  });
});

describe("the router made from a rendered page's hydration data", () => {
  it("starts on the page, not its fallback, while a middleware above it has not ended", async () => {
    // The app's root waits in its middleware (for the whole message catalogue); hydration must
    // not: the first render has to be the page the server rendered.
    const routes = [
      {
        middleware: [() => new Promise<undefined>(() => {})],
        children: [
          {
            path: "/",
            loader: () => "the page's data",
            HydrateFallback: () => <p>Loading</p>,
            Component: () => <p>The page</p>,
          },
        ],
      },
    ];
    const url = new URL("/", window.location.origin);
    const hydrationData = await hydrationDataFor(routes, url, new RouterContextProvider());
    const router = createMemoryRouter(routes, { initialEntries: ["/"], hydrationData });
    expect(router.state.initialized).toBe(true);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("The page")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).toBeNull();
  });
});
