import { CombinedGraphQLErrors } from "@apollo/client";
import { browserApolloClient } from "../../apollo/client.ts";
import { graphql } from "../../gql";
import { offlineDb } from "./offline-db.ts";

const RecordReading = graphql(`
  mutation RecordReading($chapterId: ID!, $page: Int!, $readAt: DateTime) {
    recordReading(chapterId: $chapterId, page: $page, readAt: $readAt) {
      page
      percent
      updatedAt
    }
  }
`);

let pending = 0;
const listeners = new Set<() => void>();
async function countPending() {
  pending = await (await offlineDb()).count("turns");
  listeners.forEach((listener) => listener());
}

/** How many chapters have page turns waiting for the connection (for the "will sync" badge). */
export const pendingTurns = () => pending;
export function onPendingTurnsChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A refusal of the API's (the chapter is gone, the reader signed out) will not change later. */
const refusedForGood = (error: unknown) => CombinedGraphQLErrors.is(error);

const send = (chapterId: string, page: number, readAt?: string) =>
  browserApolloClient().mutate({ mutation: RecordReading, variables: { chapterId, page, readAt } });

/**
 * While turns wait, another try every few seconds: the browser's `online` event does not come
 * when it never noticed the connection go (a network that answers nothing), nor in every browser.
 */
const RETRY_MS = 2_000;
let retry: ReturnType<typeof setTimeout> | undefined;
function retryLater() {
  retry ??= setTimeout(() => {
    retry = undefined;
    void flushTurns();
  }, RETRY_MS);
}

/** Keeps the turn for later: the chapter's newest page, and its furthest. */
async function queue(chapterId: string, page: number, readAt: string) {
  const db = await offlineDb();
  const queued = await db.get("turns", chapterId);
  const furthestPage = Math.max(page, queued?.furthestPage ?? 0);
  await db.put("turns", { chapterId, page, furthestPage, readAt });
  await countPending();
  retryLater();
}

/**
 * Stores the signed-in reader's page as their place. Offline, or when the request does not get
 * through, the turn waits on the device and goes when the connection returns.
 */
export async function recordTurn(chapterId: string, page: number) {
  const readAt = new Date().toISOString();
  if (!navigator.onLine) return queue(chapterId, page, readAt);
  try {
    await send(chapterId, page);
  } catch (error) {
    if (!refusedForGood(error)) await queue(chapterId, page, readAt);
  }
}

let flushing: Promise<void> | undefined;

/** Sends the waiting turns, oldest first; stops at the first that does not get through. */
export function flushTurns(): Promise<void> {
  flushing ??= (async () => {
    const db = await offlineDb();
    const turns = (await db.getAll("turns")).sort((a, b) => a.readAt.localeCompare(b.readAt));
    try {
      if (!navigator.onLine) return;
      for (const turn of turns) {
        try {
          // The furthest page first, for the history; then the newest, which is the place.
          if (turn.furthestPage > turn.page)
            await send(turn.chapterId, turn.furthestPage, turn.readAt);
          await send(turn.chapterId, turn.page, turn.readAt);
        } catch (error) {
          if (!refusedForGood(error)) return;
        }
        // A turn made while this one was on its way stays queued.
        const now = await db.get("turns", turn.chapterId);
        if (now?.readAt === turn.readAt) await db.delete("turns", turn.chapterId);
      }
    } finally {
      flushing = undefined;
      await countPending();
      if (pending > 0) retryLater();
    }
  })();
  return flushing;
}

/** Sends what waits now and whenever the connection comes back. */
export function startProgressSync() {
  window.addEventListener("online", () => void flushTurns());
  void flushTurns().catch(() => {
    // No IndexedDB (a private window in some browsers): nothing can have been queued.
  });
}
