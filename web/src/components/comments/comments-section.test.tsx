import type { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { connection, failingOnce, fixtureLink, networkFailure } from "../../test/fixture-api.ts";
import { LocaleProvider } from "../locale/locale-provider.tsx";
import { CommentsSection } from "./comments-section.tsx";

interface FixtureComment {
  id: string;
  body: string;
  replyCount: number;
}

const comment = (id: string, body: string, replies: FixtureComment[] = []) => ({
  id,
  body,
  deleted: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  editedAt: null,
  author: { id: `author-of-${id}`, name: "Mio", avatarUrl: null },
  replyCount: replies.length,
  replies: connection(replies),
});

// A poll with 23 answers: one more page of replies than the thread's first 20.
const answers = Array.from({ length: 23 }, (_, index) =>
  comment(`a${index + 1}`, `Answer ${index + 1}`),
);
const poll = comment("poll", "Poll: best arc?", answers);
const post = { id: "post-1", commentCount: 24, comments: connection([poll]) };

/** Answers as the API would for the post with the poll. */
const pollApi = fixtureLink({
  me: null,
  blogPost: ({ id }: { id: string }) => (id === post.id ? post : null),
  comment: ({ id }: { id: string }) => [poll, ...answers].find((c) => c.id === id) ?? null,
});

// A busy post: 21 comments, one more than the thread's first page of 20.
const busyPost = {
  id: "post-1",
  commentCount: 21,
  comments: connection(
    Array.from({ length: 21 }, (_, index) => comment(`c${index + 1}`, `Comment ${index + 1}`)),
  ),
};

/** Answers for the busy post, except that the first request for more comments fails. */
const failingFirstMoreComments = () =>
  failingOnce(fixtureLink({ me: null, blogPost: () => busyPost }), networkFailure, (operation) =>
    Boolean(operation.variables.after),
  );

async function renderComments(at = "/blog/poll", api: ApolloLink = pollApi) {
  const client = createApolloClient(api);
  const router = createMemoryRouter(
    [
      {
        path: "/blog/poll",
        element: (
          <LocaleProvider initial="en">
            <CommentsSection target={{ postId: post.id }} />
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  await act(async () => {
    render(
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
  });
}

describe("CommentsSection", () => {
  it("shows a comment's first 20 replies, then the rest on asking", async () => {
    await renderComments();
    const user = userEvent.setup();

    const replies = await screen.findByRole("list", { name: "Replies" });
    expect(within(replies).getAllByRole("article")).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: "Show 3 more replies" }));

    expect(await within(replies).findByText("Answer 23")).toBeInTheDocument();
    expect(within(replies).getAllByRole("article")).toHaveLength(23);
    expect(screen.queryByRole("button", { name: /more repl/ })).not.toBeInTheDocument();
  });

  it("are scrolled to once loaded for a link to #comments, where a reply's notification leads", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    await renderComments("/blog/poll#comments");

    const comments = await screen.findByRole("region", { name: "Comments" });
    expect(scrolled.mock.contexts).toEqual([comments]);
    scrolled.mockRestore();
  });

  it("keeps the comments shown when more do not load, and Try again loads them", async () => {
    await renderComments("/blog/poll", failingFirstMoreComments());
    const user = userEvent.setup();

    expect(await screen.findByText("Showing 20 of 21")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load More" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load more comments.");
    expect(screen.getByText("Comment 20")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("You've seen all 21")).toBeInTheDocument();
    expect(screen.getByText("Comment 21")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
