import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Trans } from "@lingui/react/macro";
import { useLazyQuery, useMutation } from "@apollo/client/react";
import { Alert, AppLink, CommentForm, CommentThread, type CommentView } from "@inkpanel/ui";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { formatTimeAgo } from "../../lib/format.ts";
import { useNow } from "../../lib/use-now.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import { ListState } from "../list-state/list-state.tsx";
import { LoadMoreWithRetry } from "../load-more-with-retry/load-more-with-retry.tsx";
// Codegen's useFragment is a plain function that only reads masked data (no React state), so it
// may be called per comment.
import { graphql, useFragment as readFragment, type FragmentType } from "../../gql";
import { apiErrorOf } from "../account/api-error.ts";
import { signInPath } from "../account/sign-in-link.ts";
import { useViewer } from "../account/use-viewer.ts";
import { usePostOrChapterComments, type CommentsTarget } from "./use-post-or-chapter-comments.ts";

const COMMENT_MAX_LENGTH = 2000;

const CommentFields = graphql(`
  fragment CommentsSection_comment on Comment {
    id
    body
    deleted
    createdAt
    editedAt
    author {
      id
      name
      avatarUrl
    }
  }
`);

const CommentReplies = graphql(`
  fragment CommentsSection_replies on CommentConnection {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...CommentsSection_comment
      }
    }
  }
`);

// A page of 20 top-level comments (a literal, which keeps its cost in bounds) with their first 20
// replies each. The API's depth limit counts the fields inside fragments, not the spreads.
const CommentsThread = graphql(`
  fragment CommentsSection_thread on CommentConnection {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...CommentsSection_comment
        replyCount
        replies(first: 20) {
          ...CommentsSection_replies
        }
      }
    }
  }
`);

// A comment's next replies: the cache appends them to the ones its thread shows (Comment.replies
// is one paginated list whatever the arguments; see apollo/type-policies.ts).
const MoreReplies = graphql(`
  query CommentMoreReplies($id: ID!, $after: String) {
    comment(id: $id) {
      id
      replies(first: 20, after: $after) {
        ...CommentsSection_replies
      }
    }
  }
`);

const AddComment = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      id
    }
  }
`);

const EditComment = graphql(`
  mutation EditComment($id: ID!, $body: String!) {
    editComment(id: $id, body: $body) {
      id
      body
      editedAt
    }
  }
`);

const DeleteComment = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

const ReportComment = graphql(`
  mutation ReportComment($id: ID!, $reason: String!) {
    reportComment(id: $id, reason: $reason)
  }
`);

/** The API's message for a failed write, so the form can show it and keep the text. */
function rethrowReadable(error: unknown): never {
  throw new Error(apiErrorOf(error)?.message ?? t`Something went wrong. Please try again.`);
}

/** A discussion: the comment box, top-level comments oldest first with their replies, Load More. */
export function CommentsSection({ target }: { target: CommentsTarget }) {
  const { data, error, refetch, fetchMore } = usePostOrChapterComments(target);
  return (
    <ListState data={data ?? undefined} error={error} onRetry={() => void refetch()}>
      {(loaded) => (
        <Discussion
          target={target}
          data={loaded}
          refetch={() => void refetch()}
          fetchMore={fetchMore}
        />
      )}
    </ListState>
  );
}

interface DiscussionProps {
  target: CommentsTarget;
  data: NonNullable<ReturnType<typeof usePostOrChapterComments>["data"]>;
  /** asks for the thread again, after a write that changes it */
  refetch: () => void;
  fetchMore: FetchMore<{ after: string | null | undefined }>;
}

function Discussion({ target, data, refetch, fetchMore }: DiscussionProps) {
  const { t } = useLingui();
  const now = useNow();
  const { viewer, isModerator } = useViewer();
  const { pathname, search, hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // A link to #comments (where a reply's notification leads) shows them once they have loaded.
  useEffect(() => {
    if (hash === "#comments") section.current?.scrollIntoView({ block: "start" });
  }, [hash]);
  const [add] = useMutation(AddComment);
  const [edit] = useMutation(EditComment);
  const [remove] = useMutation(DeleteComment);
  const [report] = useMutation(ReportComment);
  const [loadMoreReplies] = useLazyQuery(MoreReplies, { fetchPolicy: "network-only" });
  const thread = readFragment(CommentsThread, data.comments);
  const moreComments = useLoadMore(fetchMore, { after: thread.pageInfo.endCursor });

  const toView = (
    fields: FragmentType<typeof CommentFields>,
    replies?: CommentView[],
  ): CommentView => {
    const comment = readFragment(CommentFields, fields);
    return {
      id: comment.id,
      authorName: comment.author?.name ?? null,
      authorAvatarUrl: comment.author?.avatarUrl,
      body: comment.body,
      deleted: comment.deleted,
      date: formatTimeAgo(comment.createdAt, now),
      edited: comment.editedAt !== null && comment.editedAt !== undefined,
      canChange: !!viewer && (comment.author?.id === viewer.id || isModerator),
      replies,
    };
  };
  /** where each comment's shown replies end, for the next page of them */
  const repliesEnd = new Map<string, string | null | undefined>();
  const comments = thread.edges.map(({ node }) => {
    const replies = readFragment(CommentReplies, node.replies);
    const view = toView(
      node,
      replies.edges.map((reply) => toView(reply.node)),
    );
    repliesEnd.set(view.id, replies.pageInfo.endCursor);
    return { ...view, moreReplies: node.replyCount - replies.edges.length };
  });
  const showMoreReplies = async (id: string) => {
    const { error: failed } = await loadMoreReplies({
      variables: { id, after: repliesEnd.get(id) },
    });
    if (failed) rethrowReadable(failed);
  };
  const canWrite = !!viewer?.emailVerified;
  const place = "postId" in target ? { postId: target.postId } : { chapterId: target.chapterId };
  const write = (input: { postId?: string; chapterId?: string; parentId?: string }, body: string) =>
    add({ variables: { input: { ...input, body } } })
      .then(refetch)
      .catch(rethrowReadable);

  return (
    <section id="comments" ref={section} aria-label={t`Comments`} className="space-y-5">
      <h2 className="text-lg font-semibold">
        {plural(data.commentCount, { one: "# comment", other: "# comments" })}
      </h2>
      {!viewer ? (
        <p className="text-sm">
          <Trans>
            <AppLink href={signInPath(pathname + search)} className="text-primary underline">
              Sign in
            </AppLink>{" "}
            to join the discussion.
          </Trans>
        </p>
      ) : !canWrite ? (
        <Alert variant="info">{t`Verify your e-mail address to comment: we sent you a link.`}</Alert>
      ) : (
        <CommentForm
          label={t`Add a comment`}
          submitLabel={t`Post`}
          maxLength={COMMENT_MAX_LENGTH}
          onSubmit={(body) => write(place, body)}
        />
      )}
      <CommentThread
        comments={comments}
        maxLength={COMMENT_MAX_LENGTH}
        onReply={canWrite ? (parentId, body) => write({ parentId }, body) : undefined}
        onEdit={(id, body) =>
          edit({ variables: { id, body } })
            .then(() => {})
            .catch(rethrowReadable)
        }
        onDelete={(id) => remove({ variables: { id } }).then(refetch).catch(rethrowReadable)}
        onReport={
          viewer
            ? (id, reason) =>
                report({ variables: { id, reason } })
                  .then(() => {})
                  .catch(rethrowReadable)
            : undefined
        }
        onShowMoreReplies={showMoreReplies}
      />
      <LoadMoreWithRetry
        shown={thread.edges.length}
        total={thread.totalCount}
        items="comments"
        state={moreComments}
      />
    </section>
  );
}
