import { ApolloLink, gql } from "@apollo/client";
import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { createApolloClient } from "./client.ts";
import { RECORDS_ONLY, rereadAfterSaves } from "./reread-after-saves.ts";

// A reader's saved bio, and a query for it that was sent before the save: whichever answer comes
// last, the screen must show what was saved.
const RereadBio = gql`
  query RereadBio {
    me {
      id
      bio
    }
  }
`;
const RereadSaveBio = gql`
  mutation RereadSaveBio($bio: String!) {
    updateProfile(input: { bio: $bio }) {
      id
      bio
    }
  }
`;
const RereadRecordView = gql`
  mutation RereadRecordView {
    recordChapterView(chapterId: "chapter-1") {
      id
      views
    }
  }
`;

const reader = (bio: string) => ({ __typename: "User", id: "reader-1", bio });
const chapter = { __typename: "Chapter", id: "chapter-1", views: 12 };

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
  const bioInCache = () =>
    client.cache.readFragment<{ bio: string }>({
      id: client.cache.identify(reader("")),
      fragment: gql`
        fragment RereadSavedBio on User {
          bio
        }
      `,
    })?.bio;
  return { client, requests, bioInCache };
}

/** Lets the client take in what it was just answered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("rereadAfterSaves", () => {
  it("asks again a query sent before a save and answered after it, so the save stays", async () => {
    const { client, requests, bioInCache } = clientWithHeldAnswers();
    const read = client.query({ query: RereadBio, fetchPolicy: "network-only" });
    const save = client.mutate({ mutation: RereadSaveBio, variables: { bio: "Reads at night." } });
    expect(requests.map(({ name }) => name)).toEqual(["RereadBio", "RereadSaveBio"]);

    requests[1]!.answer({ updateProfile: reader("Reads at night.") });
    await save;
    expect(bioInCache()).toBe("Reads at night.");
    // Read before the save reached the database.
    requests[0]!.answer({ me: reader("Reads by day.") });
    await settle();
    expect(requests.map(({ name }) => name)).toEqual(["RereadBio", "RereadSaveBio", "RereadBio"]);
    expect(bioInCache()).toBe("Reads at night.");

    requests[2]!.answer({ me: reader("Reads at night.") });
    expect((await read).data).toEqual({ me: reader("Reads at night.") });
    expect(bioInCache()).toBe("Reads at night.");
  });

  it("lets a query answered before the save's answer through as it is", async () => {
    const { client, requests, bioInCache } = clientWithHeldAnswers();
    const read = client.query({ query: RereadBio, fetchPolicy: "network-only" });
    const save = client.mutate({ mutation: RereadSaveBio, variables: { bio: "Reads at night." } });
    requests[0]!.answer({ me: reader("Reads by day.") });
    expect((await read).data).toEqual({ me: reader("Reads by day.") });
    requests[1]!.answer({ updateProfile: reader("Reads at night.") });
    await save;
    expect(bioInCache()).toBe("Reads at night.");
    expect(requests).toHaveLength(2);
  });

  it("asks nothing again for a mutation that only records", async () => {
    const { client, requests } = clientWithHeldAnswers();
    const read = client.query({ query: RereadBio, fetchPolicy: "network-only" });
    const record = client.mutate({ mutation: RereadRecordView, context: RECORDS_ONLY });
    requests[1]!.answer({ recordChapterView: chapter });
    await record;
    requests[0]!.answer({ me: reader("Reads by day.") });
    expect((await read).data).toEqual({ me: reader("Reads by day.") });
    expect(requests).toHaveLength(2);
  });

  it("does not ask again a query sent after the save was answered", async () => {
    const { client, requests } = clientWithHeldAnswers();
    const save = client.mutate({ mutation: RereadSaveBio, variables: { bio: "Reads at night." } });
    requests[0]!.answer({ updateProfile: reader("Reads at night.") });
    await save;
    const read = client.query({ query: RereadBio, fetchPolicy: "network-only" });
    requests[1]!.answer({ me: reader("Reads at night.") });
    expect((await read).data).toEqual({ me: reader("Reads at night.") });
    expect(requests).toHaveLength(2);
  });
});
