import { type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@apollo/client/react";
import { EmptyState, RatingBars, ReviewCard, Select, Skeleton } from "@inkpanel/ui";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { formatDate, formatRating } from "../../lib/format.ts";
import { useLoadMore } from "../../lib/use-load-more.ts";
import { ListState } from "../list-state/list-state.tsx";
import { LoadMoreWithRetry } from "../load-more-with-retry/load-more-with-retry.tsx";
import { graphql } from "../../gql";
import type { ReviewSort } from "../../gql/graphql.ts";
import { useViewer } from "../account/use-viewer.ts";
import { MyReview } from "./my-review.tsx";

const PAGE_SIZE = 10;

const sortLabels: Record<ReviewSort, MessageDescriptor> = {
  NEWEST: msg`Newest`,
  HELPFUL: msg`Most helpful`,
  RATING_HIGH: msg`Highest rated`,
  RATING_LOW: msg`Lowest rated`,
};

// The Reviews tab loads its own data when it is opened, so the title's page does not wait for it.
const MangaReviewsQuery = graphql(`
  query MangaReviews($id: ID!, $sort: ReviewSort!, $first: Int!, $after: String) {
    manga(id: $id) {
      id
      rating
      ratingCount
      ratingDistribution
      myReview {
        id
        ...MyReview_review
      }
      reviews(sort: $sort, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            rating
            body
            containsSpoilers
            createdAt
            helpfulCount
            markedHelpfulByMe
            author {
              id
              name
              avatarUrl
            }
          }
        }
      }
    }
  }
`);

const ToggleReviewHelpful = graphql(`
  mutation ToggleReviewHelpful($reviewId: ID!) {
    toggleReviewHelpful(reviewId: $reviewId)
  }
`);

/** The title's mean and spread, the reader's own review, and everyone's reviews by a sort. */
export function ReviewsPanel({ mangaId }: { mangaId: string }) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<ReviewSort>("NEWEST");
  const { data, error, fetchMore, refetch } = useQuery(MangaReviewsQuery, {
    variables: { id: mangaId, sort, first: PAGE_SIZE },
  });
  const moreReviews = useLoadMore(fetchMore, {
    after: data?.manga?.reviews.pageInfo.endCursor,
  });
  const { viewer } = useViewer();
  const [toggleHelpful, helpful] = useMutation(ToggleReviewHelpful, {
    update(cache, { data: answer }, { variables }) {
      if (!answer || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: "Review", id: variables.reviewId }),
        fields: {
          helpfulCount: () => answer.toggleReviewHelpful,
          markedHelpfulByMe: (marked: boolean) => !marked,
        },
      });
    },
  });
  return (
    <ListState
      data={data?.manga ?? undefined}
      error={error}
      onRetry={() => void refetch()}
      skeleton={<ReviewsSkeleton />}
    >
      {(manga) => (
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <aside className="space-y-3">
            <p className="text-4xl font-extrabold tabular-nums">
              {formatRating(manga.rating)}
              <span className="text-base font-normal text-muted-foreground"> / 10</span>
            </p>
            <p className="text-sm text-muted-foreground">
              {plural(manga.ratingCount, { one: "# rating", other: "# ratings" })}
            </p>
            <RatingBars counts={manga.ratingDistribution} />
          </aside>
          <div className="min-w-0 space-y-5">
            <MyReview mangaId={mangaId} review={manga.myReview} onChanged={() => void refetch()} />
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-semibold">
                {plural(manga.reviews.totalCount, { one: "# review", other: "# reviews" })}
              </h3>
              <Select
                aria-label={t`Sort reviews`}
                value={sort}
                onValueChange={(value) => setSort(value as ReviewSort)}
                options={Object.entries(sortLabels).map(([value, label]) => ({
                  value,
                  label: i18n._(label),
                }))}
              />
            </div>
            <ListState
              data={manga.reviews}
              isEmpty={(reviews) => reviews.edges.length === 0}
              empty={
                <EmptyState
                  icon={MessageSquare}
                  title={t`No reviews yet`}
                  description={t`Be the first to say what you think of this title.`}
                />
              }
            >
              {(reviews) => (
                <>
                  <ul className="space-y-3">
                    {reviews.edges.map(({ node: review }) => (
                      <li key={review.id}>
                        <ReviewCard
                          authorName={review.author.name}
                          authorAvatarUrl={review.author.avatarUrl}
                          rating={review.rating}
                          body={review.body ?? ""}
                          containsSpoilers={review.containsSpoilers}
                          date={formatDate(review.createdAt)}
                          helpfulCount={review.helpfulCount}
                          markedHelpful={review.markedHelpfulByMe}
                          helpfulPending={helpful.loading}
                          onToggleHelpful={
                            viewer?.emailVerified && viewer.id !== review.author.id
                              ? () =>
                                  void toggleHelpful({
                                    variables: { reviewId: review.id },
                                  }).catch(() => {})
                              : undefined
                          }
                        />
                      </li>
                    ))}
                  </ul>
                  <LoadMoreWithRetry
                    shown={reviews.edges.length}
                    total={reviews.totalCount}
                    items="reviews"
                    state={moreReviews}
                  />
                </>
              )}
            </ListState>
          </div>
        </div>
      )}
    </ListState>
  );
}

function ReviewsSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-12 w-32" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
