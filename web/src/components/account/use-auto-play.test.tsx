import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { fixtureLink } from "../../test/fixture-api.ts";
import { guestAutoPlay, useAutoPlay } from "./use-auto-play.ts";

const reader = (autoPlay: boolean) => ({
  id: "user-mio",
  name: "Mio",
  email: "mio@readers.test",
  emailVerified: true,
  avatarUrl: null,
  role: "READER",
  plan: { id: "free" },
  billingPeriod: "MONTHLY",
  preferences: { autoPlay, language: "en" },
});

/** What useAutoPlay settles on for `me` (null: signed out), with this browser's choice stored. */
async function autoPlayFor(me: ReturnType<typeof reader> | null, stored: "true" | "false") {
  window.localStorage.setItem(guestAutoPlay.key, stored);
  const client = createApolloClient(fixtureLink({ me }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const { result } = renderHook(() => useAutoPlay(), { wrapper });
  // Settled once the API has answered who is signed in.
  await act(() => client.refetchQueries({ include: "active" }));
  return result.current;
}

afterEach(() => window.localStorage.clear());

describe("useAutoPlay (what moves the home carousel)", () => {
  it("follows a signed-in reader's preference, whatever this browser keeps", async () => {
    expect(await autoPlayFor(reader(false), "true")).toBe(false);
    expect(await autoPlayFor(reader(true), "false")).toBe(true);
  });

  it("follows this browser's choice when signed out", async () => {
    expect(await autoPlayFor(null, "false")).toBe(false);
    expect(await autoPlayFor(null, "true")).toBe(true);
  });
});
