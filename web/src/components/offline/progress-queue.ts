import { CombinedGraphQLErrors } from "@apollo/client";
import { browserApolloClient } from "../../apollo/client.ts";
import { RECORDS_ONLY } from "../../apollo/reread-after-saves.ts";
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

/** Who is signed in, asked of the API before the waiting turns go. */
const SyncingReader = graphql(`
  query SyncingReader {
    me {
      id
    }
  }
`);

/**
 * The reader signed in on this page, as last seen (null: nobody): only their turns are sent or
 * counted here. Undefined until known (the API could not be asked yet): then every turn counts,
 * so the badge shows and the retries go on until it can be asked.
 */
let reader: string | null | undefined;

let pending = 0;
const listeners = new Set<() => void>();
async function countPending() {
  const turns = await (await offlineDb()).getAll("turns");
  pending = turns.filter((turn) => reader === undefined || turn.readerId === reader).length;
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

/**
 * Sends one turn. A turn sent as it is made only records (RECORDS_ONLY: nothing on screen shows
 * it yet); one sent later, from the queue, changes places a screen may already show or be asking
 * for, so an answer asked for before it is asked again (reread-after-saves.ts).
 */
const send = (chapterId: string, page: number, queued?: { readAt: string }) =>
  browserApolloClient().mutate({
    mutation: RecordReading,
    variables: { chapterId, page, readAt: queued?.readAt },
    context: queued ? {} : RECORDS_ONLY,
  });

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
async function queue(readerId: string, chapterId: string, page: number, readAt: string) {
  const db = await offlineDb();
  const queued = await db.get("turns", [readerId, chapterId]);
  const furthestPage = Math.max(page, queued?.furthestPage ?? 0);
  await db.put("turns", { readerId, chapterId, page, furthestPage, readAt });
  await countPending();
  retryLater();
}

/**
 * Stores the signed-in reader's page as their place. Offline, or when the request does not get
 * through, the turn waits on the device and goes when the connection returns.
 */
export async function recordTurn(readerId: string, chapterId: string, page: number) {
  reader = readerId;
  const readAt = new Date().toISOString();
  if (!navigator.onLine) return queue(readerId, chapterId, page, readAt);
  try {
    await send(chapterId, page);
  } catch (error) {
    if (!refusedForGood(error)) await queue(readerId, chapterId, page, readAt);
  }
}

/** The reader signed in now, or null; throws when the API cannot be reached. */
async function signedInReader() {
  const { data } = await browserApolloClient().query({
    query: SyncingReader,
    fetchPolicy: "network-only",
  });
  return data?.me?.id ?? null;
}

let flushing: Promise<void> | undefined;

/**
 * Sends the signed-in reader's waiting turns, oldest first; stops at the first that does not get
 * through. Another reader's wait until they sign in on this device again.
 */
export function flushTurns(): Promise<void> {
  flushing ??= (async () => {
    const db = await offlineDb();
    try {
      const waiting = await db.getAll("turns");
      // Nothing waits on most visits: then the API is not asked who is signed in.
      if (waiting.length === 0 || !navigator.onLine) return;
      try {
        reader = await signedInReader();
      } catch {
        return; // not reachable yet: the retry asks again
      }
      const turns = waiting
        .filter((turn) => turn.readerId === reader)
        .sort((a, b) => a.readAt.localeCompare(b.readAt));
      let sent = 0;
      for (const turn of turns) {
        try {
          // The furthest page first, for the history; then the newest, which is the place.
          if (turn.furthestPage > turn.page) await send(turn.chapterId, turn.furthestPage, turn);
          await send(turn.chapterId, turn.page, turn);
        } catch (error) {
          if (!refusedForGood(error)) break;
        }
        sent += 1;
        // A turn made while this one was on its way stays queued.
        const key: [string, string] = [turn.readerId, turn.chapterId];
        const now = await db.get("turns", key);
        if (now?.readAt === turn.readAt) await db.delete("turns", key);
      }
      // What is on screen may show the places as they were (the Library, from the server's
      // HTML or an earlier answer): it is asked again.
      // (One that cannot be asked now keeps what it shows.)
      if (sent > 0) {
        await browserApolloClient()
          .refetchQueries({ include: "active" })
          .catch(() => undefined);
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
