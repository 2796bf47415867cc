import { useMutation } from "@apollo/client/react";
import type { Reference } from "@apollo/client";
import { useLingui } from "@lingui/react/macro";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { MangaResults } from "../manga-results/manga-results.tsx";
import { HomeSection } from "./home-section.tsx";

export const Recommendations_user = graphql(`
  fragment Recommendations_user on User {
    id
    recommendations(first: 12) {
      id
      ...MangaCard_manga
    }
    becauseYouRead(first: 3) {
      because {
        id
        title
      }
      titles {
        id
        ...MangaCard_manga
      }
    }
  }
`);

const DismissRecommendation = graphql(`
  mutation DismissRecommendation($mangaId: ID!) {
    dismissRecommendation(mangaId: $mangaId)
  }
`);

/** Titles shown per band: one row of the widest grid; a dismissed title's place goes to the next. */
const SHOWN = 6;

interface CachedRow {
  because: Reference;
  titles: readonly Reference[];
}

/**
 * Dismisses a title ("not interested") and takes it out of the reader's cached bands at once, so
 * the next title moves up; the server leaves it out of every later answer.
 */
function useDismiss(userId: string) {
  const [dismiss] = useMutation(DismissRecommendation);
  return (mangaId: string) =>
    void dismiss({
      variables: { mangaId },
      update(cache) {
        const mangaRef = cache.identify({ __typename: "Manga", id: mangaId });
        const others = (refs: readonly Reference[]) => refs.filter((ref) => ref.__ref !== mangaRef);
        cache.modify<{ recommendations: readonly Reference[]; becauseYouRead: CachedRow[] }>({
          id: cache.identify({ __typename: "User", id: userId }),
          fields: {
            recommendations: (refs) => others(refs as readonly Reference[]),
            becauseYouRead: (rows) =>
              (rows as CachedRow[])
                .map((row) => ({ ...row, titles: others(row.titles) }))
                .filter((row) => row.titles.length > 0),
          },
        });
      },
    }).catch(() => {});
}

/**
 * A signed-in reader's bands on the home page: "Recommended for you" and a "Because you read"
 * band per title read lately. Each card can be dismissed.
 */
export function Recommendations({
  user: userRef,
}: {
  user: FragmentType<typeof Recommendations_user>;
}) {
  const { t } = useLingui();
  const user = useFragment(Recommendations_user, userRef);
  const dismiss = useDismiss(user.id);
  const cards = (titles: typeof user.recommendations) =>
    titles.slice(0, SHOWN).map((manga) => ({
      key: manga.id,
      manga,
      onDismiss: () => dismiss(manga.id),
    }));
  return (
    <>
      {user.recommendations.length > 0 && (
        <HomeSection
          title={t`Recommended for You`}
          description={t`Picked from what you read, saved and loved.`}
        >
          <MangaResults view="grid" items={cards(user.recommendations)} />
        </HomeSection>
      )}
      {user.becauseYouRead.map(({ because, titles }) => {
        const title = because.title;
        return (
          <HomeSection key={because.id} title={t`Because you read ${title}`}>
            <MangaResults view="grid" items={cards(titles)} />
          </HomeSection>
        );
      })}
    </>
  );
}
