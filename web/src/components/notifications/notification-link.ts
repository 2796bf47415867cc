// The preset's `useFragment` is no hook (it only unmasks the type), so it may run in a loop.
import { t } from "@lingui/core/macro";
import { graphql, useFragment as fragmentData, type FragmentType } from "../../gql";
import { formatChapterNumber, formatTimeAgo } from "../../app/format.ts";

export const NotificationLink_notification = graphql(`
  fragment NotificationLink_notification on Notification {
    id
    kind
    read
    createdAt
    manga {
      id
      slug
      title
    }
    chapter {
      id
      number
    }
    comment {
      id
      author {
        id
        name
      }
    }
  }
`);

/** What a notification says and where it leads: the new chapter, or the reply under a chapter. */
export function describeNotification(
  ref: FragmentType<typeof NotificationLink_notification>,
  now = new Date(),
) {
  const notification = fragmentData(NotificationLink_notification, ref);
  const { manga, chapter, comment } = notification;
  const chapterHref = manga && chapter ? `/manga/${manga.slug}/chapter/${chapter.number}` : null;
  const title = notification.kind === "NEW_CHAPTER" ? newChapterTitle() : replyTitle();
  function newChapterTitle() {
    const mangaTitle = manga?.title ?? t`A title you follow`;
    const number = chapter ? formatChapterNumber(chapter.number) : "";
    return t`${mangaTitle}: chapter ${number} is out`;
  }
  function replyTitle() {
    const author = comment?.author?.name ?? t`Someone`;
    return manga
      ? t`${author} replied to your comment on ${manga.title}`
      : t`${author} replied to your comment`;
  }
  const href =
    notification.kind === "NEW_CHAPTER"
      ? (chapterHref ?? "/notifications")
      : chapterHref
        ? `${chapterHref}#comments`
        : "/blog";
  return {
    id: notification.id,
    title,
    href,
    read: notification.read,
    time: formatTimeAgo(notification.createdAt, now),
  };
}
