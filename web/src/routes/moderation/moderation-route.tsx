import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@apollo/client/react";
import { EmptyState, ModerationRow, Skeleton } from "@inkpanel/ui";
import { ShieldCheck, ShieldX } from "lucide-react";
import { Navigate, useLocation } from "react-router";
import { signInPath } from "../../components/account/sign-in-link.ts";
import { useViewer } from "../../components/account/use-viewer.ts";
import { ListState } from "../../components/list-state/list-state.tsx";
import { LoadMoreWithRetry } from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { graphql } from "../../gql";
import { ModerationQueue, PAGE_SIZE } from "./moderation-query.ts";
import type { ModerationQueueQuery } from "../../gql/graphql.ts";
import { formatChapterNumber, formatTimeAgo } from "../../lib/format.ts";
import { useLoadMore } from "../../lib/use-load-more.ts";
import { useNow } from "../../lib/use-now.ts";

const DismissReports = graphql(`
  mutation DismissCommentReports($commentId: ID!) {
    dismissCommentReports(commentId: $commentId)
  }
`);

const DeleteReportedComment = graphql(`
  mutation DeleteReportedComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

type Entry = ModerationQueueQuery["reportedComments"]["edges"][number]["node"];

function whereOf(entry: Entry): { where: string; href?: string } {
  if (entry.post) return { where: entry.post.title, href: `/blog/${entry.post.slug}` };
  if (entry.chapter) {
    const { manga, number } = entry.chapter;
    return {
      where: t`${manga.title}, chapter ${formatChapterNumber(number)}`,
      href: `/manga/${manga.slug}/chapter/${number}`,
    };
  }
  return { where: t`a deleted page` };
}

/** /moderation: reported comments, newest report first, to dismiss or delete (moderators only). */
export function ModerationRoute() {
  const { t } = useLingui();
  const { viewer, loading, isModerator } = useViewer();
  const { pathname } = useLocation();
  if (loading) return <Skeleton className="mx-auto my-8 h-40 max-w-3xl" />;
  if (!viewer) return <Navigate replace to={signInPath(pathname)} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta title={t`Moderation`} description={t`Reported comments`} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t`Moderation`}</h1>
      {isModerator ? (
        <ModerationQueueList />
      ) : (
        <EmptyState
          icon={ShieldX}
          title={t`Moderators only`}
          description={t`This page is for the site's moderators.`}
        />
      )}
    </div>
  );
}

function ModerationQueueList() {
  const { t } = useLingui();
  const now = useNow();
  // The route's loader started this request (moderation-query.ts).
  const { data, error, refetch, fetchMore } = useQuery(ModerationQueue, {
    variables: { first: PAGE_SIZE },
  });
  const moreReports = useLoadMore(fetchMore, {
    after: data?.reportedComments.pageInfo.endCursor,
  });
  const afterChange = { onCompleted: () => void refetch() };
  const [dismiss, dismissal] = useMutation(DismissReports, afterChange);
  const [remove, removal] = useMutation(DeleteReportedComment, afterChange);
  return (
    <ListState
      data={data?.reportedComments}
      error={error}
      onRetry={() => void refetch()}
      skeleton={<Skeleton className="h-40 w-full" />}
      isEmpty={(queue) => queue.edges.length === 0}
      empty={
        <EmptyState
          icon={ShieldCheck}
          title={t`Nothing to review`}
          description={t`No open reports.`}
        />
      }
    >
      {(queue) => (
        <div className="space-y-4">
          <ul className="space-y-4" aria-label={t`Reported comments`}>
            {queue.edges.map(({ node: entry }) => (
              <li key={entry.comment.id}>
                <ModerationRow
                  authorName={entry.comment.author?.name ?? "[deleted]"}
                  body={entry.comment.body}
                  where={whereOf(entry).where}
                  whereHref={whereOf(entry).href}
                  reports={entry.reports.map((report) => ({
                    id: report.id,
                    reporterName: report.reporter.name,
                    reason: report.reason,
                    date: formatTimeAgo(report.createdAt, now),
                  }))}
                  pending={dismissal.loading || removal.loading}
                  onDismiss={() =>
                    void dismiss({ variables: { commentId: entry.comment.id } }).catch(() => {})
                  }
                  onDelete={() =>
                    void remove({ variables: { id: entry.comment.id } }).catch(() => {})
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMoreWithRetry
            shown={queue.edges.length}
            total={queue.totalCount}
            items="comments"
            state={moreReports}
          />
        </div>
      )}
    </ListState>
  );
}
