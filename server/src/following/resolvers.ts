import { requireViewer } from "../accounts/viewer.ts";
import { mangaById } from "../catalog/loaders.ts";
import { commentById } from "../community/loaders.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { clearHistory, historyOf } from "../library/history.ts";
import { readerListPage } from "../library/figures.ts";
import { chapterById } from "../library/loaders.ts";
import { primeListedHistory } from "../library/prime.ts";
import { linkedCardsPage } from "../library/resolvers.ts";
import {
  markNotificationsRead,
  notificationsOf,
  unreadNotificationCount,
} from "./notifications.ts";

export const resolvers: Resolvers = {
  // A User reaches clients only as `me`, so these are always the signed-in reader's own.
  User: {
    notifications: (user, args, { db, now }) => notificationsOf(db, user.id, now, args),
    unreadNotificationCount: (user, _, { db, now }) => unreadNotificationCount(db, user.id, now),
    history: (user, args, context, info) =>
      readerListPage(context, user.id, "history", { args, info }, async (totalCount) => {
        const page = await historyOf(context.db, user.id, context.now, args, totalCount);
        primeListedHistory(
          context,
          page.edges.map((edge) => edge.node),
        );
        return page;
      }),
    saved: linkedCardsPage("saved"),
  },
  Mutation: {
    markNotificationsRead: (_, { ids }, context) =>
      markNotificationsRead(context.db, requireViewer(context).id, context.now, ids),
    clearHistory: (_, { chapterId }, context) =>
      clearHistory(context.db, requireViewer(context).id, chapterId),
  },
  Notification: {
    read: (notification) => notification.readAt !== null,
    manga: (notification, _, context) =>
      notification.mangaId ? context.loader(mangaById).load(notification.mangaId) : null,
    chapter: (notification, _, context) =>
      notification.chapterId ? context.loader(chapterById).load(notification.chapterId) : null,
    comment: (notification, _, context) =>
      notification.commentId ? context.loader(commentById).load(notification.commentId) : null,
  },
  HistoryEntry: {
    chapter: async (entry, _, context) => {
      const chapter = await context.loader(chapterById).load(entry.chapterId);
      if (!chapter) throw new Error(`History of a missing chapter ${entry.chapterId}`); // a foreign key forbids it
      return chapter;
    },
  },
};
