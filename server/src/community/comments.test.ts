import { describe, expect, it } from "vitest";
import { useCountingGraphQL } from "../test/graphql.ts";
import { communityScenario, errorOf } from "./community.scenarios.ts";

const { db, execute } = useCountingGraphQL({ now: new Date("2026-03-15T12:00:00.000Z") });
const { viewers, post, chapter, manga, use } = communityScenario("comments");
use(db);
const { ada, ben, cy, una, mod } = viewers;
type Viewer = { id: string } | null;

const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id body author { name } } }`;
const add = async (viewer: Viewer, input: Record<string, unknown>) =>
  execute<{ addComment: { id: string; body: string } }>(ADD, { input }, viewer);
const addOk = async (viewer: Viewer, input: Record<string, unknown>) => {
  const result = await add(viewer, input);
  expect(result.errors).toBeUndefined();
  return result.data!.addComment.id;
};
const EDIT = `mutation ($id: ID!, $body: String!) { editComment(id: $id, body: $body) { body editedAt } }`;
const DELETE = `mutation ($id: ID!) { deleteComment(id: $id) }`;
const REPORT = `mutation ($id: ID!, $reason: String!) { reportComment(id: $id, reason: $reason) }`;

const THREAD = `query ($id: ID!) { blogPost(id: $id) { commentCount comments {
  totalCount edges { node { body deleted editedAt author { name } replyCount
    replies { totalCount edges { node { body author { name } } } } } }
} } }`;
type Thread = {
  commentCount: number;
  comments: {
    totalCount: number;
    edges: {
      node: {
        body: string;
        deleted: boolean;
        editedAt: string | null;
        author: { name: string } | null;
        replyCount: number;
        replies: { edges: { node: { body: string; author: { name: string } } }[] };
      };
    }[];
  };
};
const thread = async () =>
  (await execute<{ blogPost: Thread }>(THREAD, { id: post.id })).data!.blogPost;
const outline = (t: Thread) =>
  t.comments.edges.map(({ node }) => [
    node.body,
    node.replies.edges.map((reply) => reply.node.body),
  ]);

describe("comments", () => {
  it("form threads of top-level comments, oldest first, with one level of replies", async () => {
    const first = await addOk(ada, { postId: post.id, body: "First!" });
    await addOk(ben, { postId: post.id, body: "Second" });
    const reply = await addOk(ben, { parentId: first, body: "Welcome" });
    await addOk(cy, { parentId: reply, body: "A reply to a reply joins the thread" });

    const t = await thread();
    expect(outline(t)).toEqual([
      ["First!", ["Welcome", "A reply to a reply joins the thread"]],
      ["Second", []],
    ]);
    expect(t.commentCount).toBe(4);
    expect(t.comments.totalCount).toBe(2);
    expect(t.comments.edges[0]!.node).toMatchObject({ replyCount: 2, author: { name: "Ada" } });
  });

  it("load a page of threads in as many statements for five threads as for one", async () => {
    const statementsFor = async () => (await execute(THREAD, { id: post.id })).statements;
    const first = await addOk(ada, { postId: post.id, body: "One" });
    await addOk(ben, { parentId: first, body: "Reply" });
    const forOne = await statementsFor();
    for (const body of ["Two", "Three", "Four", "Five"]) {
      const id = await addOk(ben, { postId: post.id, body });
      await addOk(cy, { parentId: id, body: `Re: ${body}` });
    }
    expect(outline(await thread())).toHaveLength(5);
    expect(await statementsFor()).toBe(forOne);
  });

  it("page through a comment's later replies by its id", async () => {
    const first = await addOk(ada, { postId: post.id, body: "Poll: best arc?" });
    for (const body of ["Tournament", "Heist", "Finale"]) {
      await addOk(ben, { parentId: first, body });
    }
    const REPLIES = `query ($id: ID!, $after: String) { comment(id: $id) {
      body replies(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { body } } } } }`;
    type Replies = {
      comment: {
        body: string;
        replies: {
          pageInfo: { hasNextPage: boolean; endCursor: string };
          edges: { node: { body: string } }[];
        };
      } | null;
    };
    const page = async (after?: string) =>
      (await execute<Replies>(REPLIES, { id: first, after })).data!.comment!;
    const firstPage = await page();
    expect(firstPage.body).toBe("Poll: best arc?");
    expect(firstPage.replies.edges.map(({ node }) => node.body)).toEqual(["Tournament", "Heist"]);
    const secondPage = await page(firstPage.replies.pageInfo.endCursor);
    expect(secondPage.replies.edges.map(({ node }) => node.body)).toEqual(["Finale"]);
    expect(secondPage.replies.pageInfo.hasNextPage).toBe(false);

    const lone = await addOk(cy, { postId: post.id, body: "Gone soon" });
    expect((await execute(DELETE, { id: lone }, cy)).data).toEqual({ deleteComment: true });
    expect((await execute<Replies>(REPLIES, { id: lone })).data).toEqual({ comment: null });
  });

  it("tell which article they are on, for links to them (null on a chapter)", async () => {
    const onPost = await addOk(ada, { postId: post.id, body: "Nice read" });
    const reply = await addOk(ben, { parentId: onPost, body: "Indeed" });
    const onChapter = await addOk(ada, { chapterId: chapter.id, body: "Wow" });
    const postOf = async (id: string) =>
      (
        await execute<{ comment: { post: { id: string } | null } }>(
          `query ($id: ID!) { comment(id: $id) { post { id } } }`,
          { id },
        )
      ).data!.comment.post;
    expect(await postOf(onPost)).toEqual({ id: post.id });
    expect(await postOf(reply)).toEqual({ id: post.id });
    expect(await postOf(onChapter)).toBeNull();
  });

  it("hang on chapters too, counted by Chapter.commentCount", async () => {
    await addOk(ada, { chapterId: chapter.id, body: "That cliffhanger" });
    const result = await execute<{
      chapter: { commentCount: number; comments: { totalCount: number } };
    }>(`{ chapter(mangaId: "${manga.id}", number: 1) { commentCount comments { totalCount } } }`);
    expect(result.data!.chapter).toEqual({ commentCount: 1, comments: { totalCount: 1 } });
    expect((await thread()).commentCount).toBe(0);
  });

  it("are stored as typed, markup included", async () => {
    const body = `<script>alert("hi")</script> & <b>not bold</b>`;
    await addOk(ada, { postId: post.id, body });
    expect(outline(await thread())).toEqual([[body, []]]);
  });

  it.each([
    ["no target", { body: "hi" }, "input"],
    ["two targets", { postId: "x", chapterId: "y", body: "hi" }, "input"],
    ["an unknown post", { postId: "nope", body: "hi" }, "input.postId"],
    ["an unknown chapter", { chapterId: "nope", body: "hi" }, "input.chapterId"],
    ["an unknown parent", { parentId: "nope", body: "hi" }, "input.parentId"],
    ["a blank body", { postId: post.id, body: " \t\n" }, "input.body"],
    ["a body over 2,000 characters", { postId: post.id, body: "x".repeat(2001) }, "input.body"],
  ])("refuse %s with BAD_USER_INPUT naming the field", async (_, input, field) => {
    const result = await add(ada, input);
    expect(errorOf(result)).toEqual({ code: "BAD_USER_INPUT", argumentName: field });
    expect((await thread()).commentCount).toBe(0);
  });

  it("need a signed-in reader with a verified address", async () => {
    expect(errorOf(await add(null, { postId: post.id, body: "hi" }))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(errorOf(await add(una, { postId: post.id, body: "hi" }))).toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("are edited by their author or a moderator, showing when; others get FORBIDDEN", async () => {
    const id = await addOk(ada, { postId: post.id, body: "Typo hree" });
    expect(errorOf(await execute(EDIT, { id, body: "Vandalised" }, ben))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(errorOf(await execute(EDIT, { id, body: "" }, ada))).toEqual({
      code: "BAD_USER_INPUT",
      argumentName: "body",
    });
    const edited = await execute(EDIT, { id, body: "Typo here" }, ada);
    expect(edited.data).toEqual({
      editComment: { body: "Typo here", editedAt: "2026-03-15T12:00:00.000Z" },
    });
    expect((await execute(EDIT, { id, body: "Tidied" }, mod)).errors).toBeUndefined();
    expect((await thread()).comments.edges[0]!.node).toMatchObject({
      body: "Tidied",
      editedAt: expect.any(String),
    });
  });

  it("are deleted by their author or a moderator; with replies one stays as a placeholder", async () => {
    const lonely = await addOk(ada, { postId: post.id, body: "Nobody answered" });
    const parent = await addOk(ada, { postId: post.id, body: "Answered" });
    const reply = await addOk(ben, { parentId: parent, body: "Here" });

    expect(errorOf(await execute(DELETE, { id: lonely }, ben))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await execute(DELETE, { id: lonely }, ada)).data).toEqual({ deleteComment: true });
    expect((await execute(DELETE, { id: lonely }, ada)).data).toEqual({ deleteComment: false });
    expect((await execute(DELETE, { id: parent }, ada)).data).toEqual({ deleteComment: true });

    let t = await thread();
    expect(t.commentCount).toBe(1);
    expect(t.comments.edges.map(({ node }) => node)).toEqual([
      expect.objectContaining({ body: "", deleted: true, author: null, replyCount: 1 }),
    ]);
    expect(errorOf(await execute(EDIT, { id: parent, body: "Back" }, ada))).toMatchObject({
      code: "BAD_USER_INPUT",
    });
    expect(errorOf(await add(cy, { parentId: parent, body: "Late" }))).toMatchObject({
      argumentName: "input.parentId",
    });

    // The moderator deletes the last reply: the placeholder goes with it.
    expect((await execute(DELETE, { id: reply }, mod)).data).toEqual({ deleteComment: true });
    t = await thread();
    expect(t.comments.totalCount).toBe(0);
    expect(t.commentCount).toBe(0);
  });

  it("allow 10 comment writes a minute per reader, then answer RATE_LIMITED", async () => {
    for (let write = 1; write <= 10; write++)
      await addOk(ada, { postId: post.id, body: `#${write}` });
    expect(errorOf(await add(ada, { postId: post.id, body: "#11" }))).toMatchObject({
      code: "RATE_LIMITED",
    });
    await addOk(ben, { postId: post.id, body: "Mine still goes through" });
  });

  it("are reported by anyone signed in, with a reason", async () => {
    const id = await addOk(ada, { postId: post.id, body: "Spam spam" });
    expect(errorOf(await execute(REPORT, { id, reason: "spam" }, null))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(errorOf(await execute(REPORT, { id, reason: " " }, ben))).toEqual({
      code: "BAD_USER_INPUT",
      argumentName: "reason",
    });
    expect((await execute(REPORT, { id, reason: "spam" }, una)).data).toEqual({
      reportComment: true,
    });
    expect((await execute(REPORT, { id, reason: "still spam" }, una)).data).toEqual({
      reportComment: true,
    });
    const reports = await db.commentReport.findMany({ where: { commentId: id } });
    expect(reports.map((report) => report.reason)).toEqual(["still spam"]);
  });
});
