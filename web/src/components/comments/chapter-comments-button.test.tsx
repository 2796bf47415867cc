import { ApolloProvider } from "@apollo/client/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { connection, fixtureLink } from "../../test/fixture-api.ts";
import { ChapterCommentsButton } from "./chapter-comments-button.tsx";

const api = fixtureLink({ me: null, chapter: { id: "chapter-1-3", comments: connection([]) } });

const renderAt = (url: string) =>
  render(
    <ApolloProvider client={createApolloClient(api)}>
      <MemoryRouter initialEntries={[url]}>
        <ChapterCommentsButton
          target={{ chapterId: "chapter-1-3", mangaId: "manga-1", chapterNumber: 3 }}
        />
      </MemoryRouter>
    </ApolloProvider>,
  );

describe("ChapterCommentsButton", () => {
  it("keeps the comments closed on a plain chapter link", () => {
    renderAt("/manga/title-1/chapter/3");
    expect(screen.getByRole("button", { name: "Comments" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens them for a link to #comments, where a reply's notification leads", async () => {
    renderAt("/manga/title-1/chapter/3#comments");
    expect(await screen.findByRole("dialog", { name: "Chapter comments" })).toBeInTheDocument();
  });
});
