import { commentReplied } from "../community/comments.ts";
import { queueCommentReply } from "../following/notifications.ts";
import { scheduleChapterRelease } from "../following/releases.ts";
import type { Db } from "../lib/db.ts";
import { EventBus } from "../lib/events.ts";
import { chapterAdded } from "../publishing/chapters.ts";

/**
 * Who acts on each domain's events. Listeners add jobs through `db`, the primary (a replica
 * takes no writes).
 */
export function domainEvents(db: Db): EventBus {
  return new EventBus()
    .on(commentReplied, (reply) => queueCommentReply(db, reply))
    .on(chapterAdded, (chapter) => scheduleChapterRelease(db, chapter));
}
