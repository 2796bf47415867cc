import { ApolloLink, gql } from "@apollo/client";
import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createApolloClient } from "./client.ts";
import { RECORDS_ONLY, rereadAfterSaves } from "./reread-after-saves.ts";

// A reader's saved theme, and a query for it that was sent before the save: whichever answer
// comes last, the screen must show what was saved.
const Theme = gql`
  query Theme {
    me {
      id
      theme
    }
  }
`;
const SaveTheme = gql`
  mutation SaveTheme($theme: String!) {
    saveTheme(theme: $theme) {
      id
      theme
    }
  }
`;
const RecordView = gql`
  mutation RecordView {
    recordView {
      id
      theme
    }
  }
`;

const reader = (theme: string) => ({ __typename: "User", id: "reader-1", theme });

/** A client whose API answers only when the test says, each request in the order it was sent. */
function clientWithHeldAnswers() {
  const requests: { name: string; answer: (data: object) => void }[] = [];
  const api = new ApolloLink((operation) => {
    const answers = new Subject<ApolloLink.Result>();
    requests.push({
      name: operation.operationName ?? "",
      answer: (data) => {
        answers.next({ data });
        answers.complete();
      },
    });
    return answers;
  });
  const client = createApolloClient(rereadAfterSaves().concat(api));
  const themeInCache = () =>
    client.cache.readFragment<{ theme: string }>({
      id: client.cache.identify(reader("")),
      fragment: gql`
        fragment SavedTheme on User {
          theme
        }
      `,
    })?.theme;
  return { client, requests, themeInCache };
}

/** Lets the client take in what it was just answered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("rereadAfterSaves", () => {
  it("asks again a query sent before a save and answered after it, so the save stays", async () => {
    const { client, requests, themeInCache } = clientWithHeldAnswers();
    const read = client.query({ query: Theme, fetchPolicy: "network-only" });
    const save = client.mutate({ mutation: SaveTheme, variables: { theme: "light" } });
    expect(requests.map(({ name }) => name)).toEqual(["Theme", "SaveTheme"]);

    requests[1]!.answer({ saveTheme: reader("light") });
    await save;
    expect(themeInCache()).toBe("light");
    // Read before the save reached the database.
    requests[0]!.answer({ me: reader("dark") });
    await settle();
    expect(requests.map(({ name }) => name)).toEqual(["Theme", "SaveTheme", "Theme"]);
    expect(themeInCache()).toBe("light");

    requests[2]!.answer({ me: reader("light") });
    expect((await read).data).toEqual({ me: reader("light") });
    expect(themeInCache()).toBe("light");
  });

  it("lets a query answered before the save's answer through as it is", async () => {
    const { client, requests, themeInCache } = clientWithHeldAnswers();
    const read = client.query({ query: Theme, fetchPolicy: "network-only" });
    const save = client.mutate({ mutation: SaveTheme, variables: { theme: "light" } });
    requests[0]!.answer({ me: reader("dark") });
    expect((await read).data).toEqual({ me: reader("dark") });
    requests[1]!.answer({ saveTheme: reader("light") });
    await save;
    expect(themeInCache()).toBe("light");
    expect(requests).toHaveLength(2);
  });

  it("asks nothing again for a mutation that only records", async () => {
    const { client, requests } = clientWithHeldAnswers();
    const read = client.query({ query: Theme, fetchPolicy: "network-only" });
    const record = client.mutate({ mutation: RecordView, context: RECORDS_ONLY });
    requests[1]!.answer({ recordView: reader("dark") });
    await record;
    requests[0]!.answer({ me: reader("dark") });
    expect((await read).data).toEqual({ me: reader("dark") });
    expect(requests).toHaveLength(2);
  });

  it("does not ask again a query sent after the save was answered", async () => {
    const { client, requests } = clientWithHeldAnswers();
    const save = client.mutate({ mutation: SaveTheme, variables: { theme: "light" } });
    requests[0]!.answer({ saveTheme: reader("light") });
    await save;
    const read = client.query({ query: Theme, fetchPolicy: "network-only" });
    requests[1]!.answer({ me: reader("light") });
    expect((await read).data).toEqual({ me: reader("light") });
    expect(requests).toHaveLength(2);
  });
});
