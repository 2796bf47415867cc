import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { AppLink } from "@inkpanel/ui";
import { graphql, useFragment, type FragmentType } from "../../gql";

export const ExploreCategories_genre = graphql(`
  fragment ExploreCategories_genre on Genre {
    id
    slug
    name
    mangaCount
  }
`);

interface ExploreCategoriesProps {
  genres: readonly FragmentType<typeof ExploreCategories_genre>[];
  seriesCount: number;
  /** how many genre cards to show, the genres with the most titles first (the spec's 8) */
  limit?: number;
}

/** The biggest genres as cards leading to Browse, and the size of the whole library. */
export function ExploreCategories({ seriesCount, limit = 8, ...props }: ExploreCategoriesProps) {
  useLingui(); // drawn again in a new language
  const genres = useFragment(ExploreCategories_genre, props.genres).slice(0, limit);
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {genres.map((genre) => (
          <li key={genre.id}>
            <AppLink
              href={`/browse?genre=${genre.slug}`}
              className="flex h-full flex-col gap-1 rounded-2xl border bg-card p-5 transition-colors hover:border-primary/50 hover:bg-accent"
            >
              <span className="text-lg font-semibold">{genre.name}</span>
              <span className="text-sm text-muted-foreground">
                {plural(genre.mangaCount, { one: "# series", other: "# series" })}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {plural(seriesCount, {
          one: "# series in the library in all.",
          other: "# series in the library in all.",
        })}
      </p>
    </div>
  );
}
