// The preset's `useFragment` is no hook (it only unmasks the type), so it may run in a loop.
import { t } from "@lingui/core/macro";
import { graphql, useFragment as fragmentData, type FragmentType } from "../../gql";
import { formatChapterNumber, formatTimeAgo } from "../../lib/format.ts";
import { navbarLinks } from "../../lib/navbar-links.ts";

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
      post {
        id
        slug
        title
      }
    }
  }
`);

/** What a notification says and where it leads: the new chapter, or the reply's discussion. */
export function describeNotification(
  ref: FragmentType<typeof NotificationLink_notification>,
  now: Date,
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
    // The title of the chapter, or the article, the reply is under.
    const on = manga ?? comment?.post;
    return on
      ? t`${author} replied to your comment on ${on.title}`
      : t`${author} replied to your comment`;
  }
  const href =
    notification.kind === "NEW_CHAPTER"
      ? (chapterHref ?? navbarLinks.notifications)
      : chapterHref
        ? `${chapterHref}#comments`
        : comment?.post
          ? `/blog/${comment.post.slug}#comments`
          : navbarLinks.blog;
  return {
    id: notification.id,
    title,
    href,
    read: notification.read,
    time: formatTimeAgo(notification.createdAt, now),
  };
}
