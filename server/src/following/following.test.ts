import { describe, expect, it } from "vitest";
import { jobQueueOf } from "../jobs/queue.ts";
import { useTestDb } from "../test/database.ts";
import { expectingNoErrors, useGraphQL } from "../test/graphql.ts";
import { followingScenario } from "./following.scenarios.ts";
import { notifyCommentReply, notifyNewChapter, NOTIFY_COMMENT_REPLY } from "./notifications.ts";

const db = useTestDb();
const scenario = followingScenario("following");
const { viewers, readers, chapters, manga } = scenario;
scenario.use(db);
const now = new Date("2026-04-01T12:00:00.000Z");
const execute = useGraphQL(db, { now });
const data = expectingNoErrors(execute);

const NOTIFICATIONS = `query ($unreadOnly: Boolean, $first: Int, $after: String) { me {
  unreadNotificationCount
  notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id kind read manga { title } chapter { number } comment { body } } }
  } } }`;
type Notifications = {
  me: {
    unreadNotificationCount: number;
    notifications: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: {
        node: {
          id: string;
          kind: string;
          read: boolean;
          chapter: { number: number } | null;
          comment: { body: string } | null;
        };
      }[];
    };
  };
};
const notificationsOf = (viewer: { id: string }, args: Record<string, unknown> = {}) =>
  data<Notifications>(NOTIFICATIONS, args, viewer).then((d) => d.me);
const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`;
const comment = async (viewer: { id: string }, input: Record<string, unknown>) =>
  (await data<{ addComment: { id: string } }>(ADD, { input }, viewer)).addComment.id;

describe("notifications", () => {
  it("tell followers with notifications on of each new chapter, newest first, and count the unread", async () => {
    for (const chapter of chapters) await notifyNewChapter(db, { ...chapter, mangaId: manga.id });
    const fan = await notificationsOf(viewers.fan);
    expect(fan.unreadNotificationCount).toBe(2);
    expect(
      fan.notifications.edges.map(({ node }) => [node.kind, node.chapter?.number, node.read]),
    ).toEqual([
      ["NEW_CHAPTER", 2, false],
      ["NEW_CHAPTER", 1, false],
    ]);
    expect((await notificationsOf(viewers.quiet)).notifications.totalCount).toBe(0);
    expect((await notificationsOf(viewers.stranger)).notifications.totalCount).toBe(0);
  });

  it("hide a chapter not yet released", async () => {
    const future = await scenario.insertChapter(db, 9, new Date(now.getTime() + 3_600_000));
    await notifyNewChapter(db, future);
    const fan = await notificationsOf(viewers.fan);
    expect(fan.unreadNotificationCount).toBe(2);
    expect(fan.notifications.edges.map(({ node }) => node.chapter?.number)).toEqual([2, 1]);
    await db.chapter.delete({ where: { id: future.id } });
  });

  it("are marked read one by one or all at once, each reader only their own", async () => {
    const [newest, oldest] = (await notificationsOf(viewers.saver)).notifications.edges;
    const MARK = `mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) }`;
    // Another reader's ids change nothing.
    expect(await data(MARK, { ids: [newest!.node.id] }, viewers.fan)).toEqual({
      markNotificationsRead: 0,
    });
    expect(await data(MARK, { ids: [newest!.node.id] }, viewers.saver)).toEqual({
      markNotificationsRead: 1,
    });
    const unread = await notificationsOf(viewers.saver, { unreadOnly: true });
    expect(unread.unreadNotificationCount).toBe(1);
    expect(unread.notifications.edges.map(({ node }) => node.id)).toEqual([oldest!.node.id]);
    expect(await data(MARK, {}, viewers.saver)).toEqual({ markNotificationsRead: 1 });
    expect((await notificationsOf(viewers.saver)).unreadNotificationCount).toBe(0);
    expect((await execute(MARK, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("page newest first with Load More cursors", async () => {
    const first = await notificationsOf(viewers.both, { first: 1 });
    expect(first.notifications.pageInfo.hasNextPage).toBe(true);
    const rest = await notificationsOf(viewers.both, {
      first: 5,
      after: first.notifications.pageInfo.endCursor,
    });
    expect(
      [...first.notifications.edges, ...rest.notifications.edges].map(
        ({ node }) => node.chapter?.number,
      ),
    ).toEqual([2, 1]);
    expect(rest.notifications.pageInfo.hasNextPage).toBe(false);
  });

  it("tell a comment's author of a reply through a job, but nobody of their own reply", async () => {
    const chapterId = chapters[0]!.id;
    const top = await comment(viewers.stranger, { chapterId, body: "What a chapter" });
    const reply = await comment(viewers.fan, { parentId: top, body: "Agreed" });
    const own = await comment(viewers.stranger, { parentId: top, body: "Thanks" });
    const toReply = await comment(viewers.saver, { parentId: reply, body: "Me too" });

    // The request only queued the jobs; the job's work is notifyCommentReply.
    const queued = await (
      await jobQueueOf(db)
    ).boss.findJobs<{ replyId: string; repliedToId: string }>(NOTIFY_COMMENT_REPLY, {
      queued: true,
    });
    const jobs = queued.filter((job) => [reply, own, toReply].includes(job.data.replyId));
    expect(
      jobs.map((job) => job.data).toSorted((a, b) => a.replyId.localeCompare(b.replyId)),
    ).toEqual(
      [
        { replyId: reply, repliedToId: top },
        { replyId: own, repliedToId: top },
        { replyId: toReply, repliedToId: reply },
      ].toSorted((a, b) => a.replyId.localeCompare(b.replyId)),
    );
    const added = [];
    for (const job of jobs) added.push(await notifyCommentReply(db, job.data));
    for (const job of jobs) await notifyCommentReply(db, job.data); // a retried job
    expect(added.filter(Boolean)).toHaveLength(2);

    const stranger = await notificationsOf(viewers.stranger);
    expect(stranger.notifications.edges.map(({ node }) => [node.kind, node.comment?.body])).toEqual(
      [["COMMENT_REPLY", "Agreed"]],
    );
    const fan = await notificationsOf(viewers.fan);
    expect(fan.notifications.edges[0]!.node.comment?.body).toBe("Me too");
  });
});

const HISTORY = `query ($first: Int, $after: String) { me { history(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { page readAt chapter { number } } } } } }`;
type History = {
  me: {
    history: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { page: number; chapter: { number: number } } }[];
    };
  };
};
const READ = `mutation ($chapterId: ID!, $page: Int!) { recordReading(chapterId: $chapterId, page: $page) { page } }`;

describe("history", () => {
  const historyOf = async (args: Record<string, unknown> = {}) =>
    (await data<History>(HISTORY, args, viewers.both)).me.history;
  const outline = (history: History["me"]["history"]) =>
    history.edges.map(({ node }) => [node.chapter.number, node.page]);

  it("lists the chapters read, most recently read first, with the furthest page", async () => {
    const [one, two] = chapters;
    await data(READ, { chapterId: one!.id, page: 3 }, viewers.both);
    await db.readingHistory.updateMany({
      where: { userId: readers.both.id },
      data: { readAt: new Date(now.getTime() - 60_000) },
    });
    await data(READ, { chapterId: two!.id, page: 2 }, viewers.both);
    await db.readingHistory.updateMany({
      where: { userId: readers.both.id, chapterId: two!.id },
      data: { readAt: new Date(now.getTime() - 30_000) },
    });
    await data(READ, { chapterId: one!.id, page: 1 }, viewers.both);
    expect(outline(await historyOf())).toEqual([
      [1, 3],
      [2, 2],
    ]);
    const first = await historyOf({ first: 1 });
    expect(outline(first)).toEqual([[1, 3]]);
    expect(outline(await historyOf({ after: first.pageInfo.endCursor }))).toEqual([[2, 2]]);
  });

  it("removes one chapter or all of it, leaving the reading stats alone", async () => {
    const CLEAR = `mutation ($chapterId: ID) { clearHistory(chapterId: $chapterId) }`;
    const events = await db.readingEvent.count({ where: { userId: readers.both.id } });
    expect(await data(CLEAR, { chapterId: chapters[0]!.id }, viewers.both)).toEqual({
      clearHistory: 1,
    });
    expect(outline(await historyOf())).toEqual([[2, 2]]);
    expect(await data(CLEAR, {}, viewers.both)).toEqual({ clearHistory: 1 });
    expect((await historyOf()).totalCount).toBe(0);
    expect(await db.readingEvent.count({ where: { userId: readers.both.id } })).toBe(events);
  });
});

describe("saved", () => {
  it("lists the titles the reader saved", async () => {
    const SAVED = `{ me { saved { totalCount edges { node { title } } } } }`;
    expect(await data(SAVED, {}, viewers.saver)).toEqual({
      me: { saved: { totalCount: 1, edges: [{ node: { title: manga.title } }] } },
    });
    expect(await data(SAVED, {}, viewers.fan)).toEqual({
      me: { saved: { totalCount: 0, edges: [] } },
    });
  });
});
