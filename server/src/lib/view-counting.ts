import { createHash } from "node:crypto";
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "./context.ts";
import type { Db } from "./db.ts";
import { badUserInput } from "./errors.ts";
import { fieldsOf } from "./selections.ts";

// A view counts once per visitor, per chapter or article, per hour, however many requests or
// aliases ask: the first records a row in RecordedView (in PostgreSQL, so every server process
// agrees), the others find it there. Rows older than the hour are of no more use: each process
// prunes them once an hour, at its first view of the hour, rather than on every view.

export type ViewKind = "chapter" | "post";

const HOUR = 60 * 60 * 1000;

/**
 * Who is viewing, as a hash: the session when there is one, else the signed-in reader, else the
 * IP and user agent (readers behind one IP with the same browser count as one).
 */
export function visitorOf({ viewer, http }: Pick<Context, "viewer" | "http">): string {
  const who = viewer?.sessionId
    ? `session:${viewer.sessionId}`
    : viewer
      ? `user:${viewer.id}`
      : `ip:${http.ip}|${http.userAgent ?? ""}`;
  return createHash("sha256").update(who).digest("hex");
}

/**
 * The hour this process last pruned RecordedView in (per process, not per client: chapter views
 * count inside a transaction, whose client is new each time).
 */
let prunedHour: number | undefined;

/** Whether this is the visitor's first view of the item this hour; records it when it is. */
export async function isFirstViewThisHour(
  db: Pick<Db, "$executeRaw">,
  view: { visitor: string; kind: ViewKind; itemId: string; now: Date },
): Promise<boolean> {
  const hour = new Date(Math.floor(view.now.getTime() / HOUR) * HOUR);
  if (prunedHour !== hour.getTime()) {
    prunedHour = hour.getTime();
    await db.$executeRaw`DELETE FROM "RecordedView" WHERE hour < ${new Date(hour.getTime() - HOUR)}`;
  }
  const inserted = await db.$executeRaw`
    INSERT INTO "RecordedView" (visitor, kind, "itemId", hour)
    VALUES (${view.visitor}, ${view.kind}, ${view.itemId}, ${hour})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

const VIEW_FIELDS = new Set(["recordChapterView", "recordBlogView"]);

/** BAD_USER_INPUT when the operation asks for more than one view (say, through aliases). */
export function assertOneViewPerOperation(info: GraphQLResolveInfo): void {
  const views = fieldsOf(info.operation.selectionSet, info.fragments).filter((field) =>
    VIEW_FIELDS.has(field.name.value),
  );
  if (views.length > 1) {
    throw badUserInput(info.fieldName, "may be asked once per operation: a view counts once");
  }
}
