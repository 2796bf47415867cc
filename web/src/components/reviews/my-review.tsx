import { useMutation } from "@apollo/client/react";
import {
  Alert,
  AppLink,
  Button,
  buttonVariants,
  Checkbox,
  Label,
  ReviewCard,
  StarRatingInput,
  Textarea,
} from "@inkpanel/ui";
import { useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatDate } from "../../lib/format.ts";
import { apiErrorOf } from "../account/api-error.ts";
import { ResendVerificationButton } from "../account/resend-verification.tsx";
import { signInPath } from "../account/sign-in-link.ts";
import { useViewer } from "../account/use-viewer.ts";
import { useLingui } from "@lingui/react/macro";
import { AppForm } from "../forms/app-form.tsx";

const REVIEW_MAX_LENGTH = 5000;

export const MyReview_review = graphql(`
  fragment MyReview_review on Review {
    id
    rating
    body
    containsSpoilers
    createdAt
    helpfulCount
    author {
      id
      name
      avatarUrl
    }
  }
`);

const RateManga = graphql(`
  mutation RateManga($mangaId: ID!, $rating: Int!, $body: String, $containsSpoilers: Boolean) {
    rateManga(
      mangaId: $mangaId
      rating: $rating
      body: $body
      containsSpoilers: $containsSpoilers
    ) {
      id
      manga {
        id
        rating
        ratingCount
        ratingDistribution
        myReview {
          id
          ...MyReview_review
        }
      }
    }
  }
`);

const DeleteMyReview = graphql(`
  mutation DeleteMyReview($mangaId: ID!) {
    deleteMyReview(mangaId: $mangaId)
  }
`);

interface MyReviewProps {
  mangaId: string;
  review: FragmentType<typeof MyReview_review> | null | undefined;
  /** refetches the title's reviews after a change the cache cannot follow (a deletion) */
  onChanged: () => void;
}

/**
 * The reader's own rating and review: the form to write one (or a sign-in link, or a reminder to
 * verify the address), or their review with Edit and Delete.
 */
export function MyReview({ mangaId, review: reviewRef, onChanged }: MyReviewProps) {
  const { t } = useLingui();
  const review = useFragment(MyReview_review, reviewRef);
  const { viewer, loading } = useViewer();
  const { pathname, search } = useLocation();
  const [editing, setEditing] = useState(false);
  const [remove, removal] = useMutation(DeleteMyReview, {
    onCompleted: onChanged,
  });
  if (loading) return null;
  if (!viewer) {
    return (
      <div className="rounded-xl border bg-card p-4 text-sm">
        <AppLink href={signInPath(pathname + search)} className={buttonVariants({ size: "sm" })}>
          {t`Sign in to write a review`}
        </AppLink>
      </div>
    );
  }
  if (!viewer.emailVerified) {
    return (
      <Alert variant="info" title={t`Verify your e-mail address to write reviews`}>
        <p>{t`We sent a link to ${viewer.email} when you signed up.`}</p>
        <ResendVerificationButton email={viewer.email} />
      </Alert>
    );
  }
  if (review && !editing) {
    return (
      <section aria-label={t`Your review`} className="space-y-2">
        <h3 className="text-sm font-semibold">{t`Your review`}</h3>
        <ReviewCard
          authorName={review.author.name}
          authorAvatarUrl={review.author.avatarUrl}
          rating={review.rating}
          body={review.body ?? t`(a rating without words)`}
          containsSpoilers={review.containsSpoilers}
          date={formatDate(review.createdAt)}
          helpfulCount={review.helpfulCount}
          actions={
            <>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                {t`Edit`}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={removal.loading}
                onClick={() => void remove({ variables: { mangaId } }).catch(() => {})}
              >
                {t`Delete`}
              </Button>
            </>
          }
        />
      </section>
    );
  }
  return (
    <ReviewForm
      mangaId={mangaId}
      initial={review}
      onDone={() => {
        setEditing(false);
        onChanged();
      }}
      onCancel={review ? () => setEditing(false) : undefined}
    />
  );
}

interface ReviewFormProps {
  mangaId: string;
  initial: { rating: number; body?: string | null; containsSpoilers: boolean } | null | undefined;
  onDone: () => void;
  onCancel?: () => void;
}

function ReviewForm({ mangaId, initial, onDone, onCancel }: ReviewFormProps) {
  const { t } = useLingui();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [body, setBody] = useState(initial?.body ?? "");
  const [spoilers, setSpoilers] = useState(initial?.containsSpoilers ?? false);
  const [rate, { loading, error }] = useMutation(RateManga);
  const problem =
    error && (apiErrorOf(error)?.message ?? t`Something went wrong. Please try again.`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    const text = body.trim() === "" ? null : body;
    await rate({
      variables: { mangaId, rating, body: text, containsSpoilers: text !== null && spoilers },
    })
      .then(onDone)
      .catch(() => {});
  };
  return (
    <AppForm
      id="write-review"
      onSubmit={submit}
      className="space-y-3 rounded-xl border bg-card p-4"
    >
      <h3 className="text-sm font-semibold">
        {initial ? t`Edit your review` : t`Rate this title`}
      </h3>
      <StarRatingInput value={rating} onChange={setRating} />
      <Textarea
        aria-label={t`Your review (optional)`}
        placeholder={t`What did you think? (optional)`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        counterMax={REVIEW_MAX_LENGTH}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="review-spoilers"
          checked={spoilers}
          onCheckedChange={(checked) => setSpoilers(checked === true)}
        />
        <Label htmlFor="review-spoilers">{t`Contains spoilers`}</Label>
      </div>
      {problem && <Alert variant="destructive">{problem}</Alert>}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
        <Button
          type="submit"
          disabled={loading || rating === null || [...body].length > REVIEW_MAX_LENGTH}
        >
          {initial ? t`Save` : t`Post rating`}
        </Button>
      </div>
    </AppForm>
  );
}
