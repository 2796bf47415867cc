import { describe, expect, it } from "vitest";
import { createContext } from "../app/context.ts";
import { useTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";
import { addComment, reportComment } from "./comments.ts";
import { communityScenario, errorOf } from "./community.scenarios.ts";
import { setRole } from "./roles.ts";

const db = useTestDb();
const { readers, viewers, post, use } = communityScenario("moderation");
use(db);
const execute = useGraphQL(db, { now: new Date("2026-03-15T12:00:00.000Z") });
const { ada, ben, cy, mod } = viewers;

const at = (time: string, viewer: { id: string }) =>
  createContext({ db, viewer, now: new Date(`2026-03-15T${time}:00.000Z`) });
const QUEUE = `query ($first: Int, $after: String) { reportedComments(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { lastReportedAt post { id } chapter { id }
    comment { body author { name } } reports { reason reporter { name } } } }
} }`;
type Queue = {
  reportedComments: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: {
      node: {
        comment: { body: string };
        reports: { reason: string; reporter: { name: string } }[];
      };
    }[];
  };
};

async function reportedTwo() {
  const rude = await addComment(at("10:00", ada), { postId: post.id, body: "Rude" });
  const spam = await addComment(at("10:01", ada), { postId: post.id, body: "Spam" });
  await reportComment(at("11:00", ben), rude.id, "rude");
  await reportComment(at("11:30", cy), rude.id, "very rude");
  await reportComment(at("11:15", ben), spam.id, "spam");
  return { rude, spam };
}

describe("moderation", () => {
  it("lists reported comments with their reports, newest report first, in pages", async () => {
    await reportedTwo();
    const page = (await execute<Queue>(QUEUE, {}, mod)).data!.reportedComments;
    expect(page.totalCount).toBe(2);
    expect(page.edges.map(({ node }) => node)).toEqual([
      {
        lastReportedAt: "2026-03-15T11:30:00.000Z",
        post: { id: post.id },
        chapter: null,
        comment: { body: "Rude", author: { name: "Ada" } },
        reports: [
          { reason: "very rude", reporter: { name: "Cy" } },
          { reason: "rude", reporter: { name: "Ben" } },
        ],
      },
      expect.objectContaining({ comment: { body: "Spam", author: { name: "Ada" } } }),
    ]);
    const first = (await execute<Queue>(QUEUE, { first: 1 }, mod)).data!.reportedComments;
    const second = (await execute<Queue>(QUEUE, { first: 1, after: first.pageInfo.endCursor }, mod))
      .data!.reportedComments;
    expect([first, second].map((p) => p.edges[0]!.node.comment.body)).toEqual(["Rude", "Spam"]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it("is for moderators and admins only, enforced by the server", async () => {
    expect(errorOf(await execute(QUEUE, {}, null))).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(errorOf(await execute(QUEUE, {}, ada))).toMatchObject({ code: "FORBIDDEN" });
    const { rude } = await reportedTwo();
    const dismiss = `mutation { dismissCommentReports(commentId: "${rude.id}") }`;
    expect(errorOf(await execute(dismiss, {}, ben))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("dismisses a comment's reports, keeping the comment", async () => {
    const { rude } = await reportedTwo();
    const dismiss = `mutation { dismissCommentReports(commentId: "${rude.id}") }`;
    expect((await execute(dismiss, {}, mod)).data).toEqual({ dismissCommentReports: true });
    expect((await execute(dismiss, {}, mod)).data).toEqual({ dismissCommentReports: false });
    const queue = (await execute<Queue>(QUEUE, {}, mod)).data!.reportedComments;
    expect(queue.edges.map(({ node }) => node.comment.body)).toEqual(["Spam"]);
    expect(await db.comment.count({ where: { id: rude.id } })).toBe(1);
  });

  it("loses a comment from the queue once a moderator deletes it", async () => {
    const { spam } = await reportedTwo();
    const result = await execute(`mutation { deleteComment(id: "${spam.id}") }`, {}, mod);
    expect(result.data).toEqual({ deleteComment: true });
    const queue = (await execute<Queue>(QUEUE, {}, mod)).data!.reportedComments;
    expect(queue.edges.map(({ node }) => node.comment.body)).toEqual(["Rude"]);
  });
});

describe("User.role", () => {
  it("is READER unless set", async () => {
    const ME = `{ me { role } }`;
    expect((await execute(ME, {}, ada)).data).toEqual({ me: { role: "READER" } });
    expect((await execute(ME, {}, mod)).data).toEqual({ me: { role: "MODERATOR" } });
  });
});

describe("setRole (pnpm user:role)", () => {
  it("sets a reader's role by e-mail address, any case", async () => {
    await setRole(db, readers.cy.email.toUpperCase(), "ADMIN");
    expect((await execute(`{ me { role } }`, {}, cy)).data).toEqual({ me: { role: "ADMIN" } });
    await setRole(db, readers.cy.email, "READER");
    expect((await execute(`{ me { role } }`, {}, cy)).data).toEqual({ me: { role: "READER" } });
  });

  it("refuses an unknown role or address", async () => {
    await expect(setRole(db, readers.cy.email, "KING")).rejects.toThrow("READER, MODERATOR, ADMIN");
    await expect(setRole(db, "nobody@example.com", "ADMIN")).rejects.toThrow("no reader");
  });
});
