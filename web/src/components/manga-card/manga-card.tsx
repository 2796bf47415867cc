import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import {
  MangaCard as MangaCardView,
  type MangaCardProps as MangaCardViewProps,
} from "@inkpanel/ui";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatChapterNumber, formatCount } from "../../lib/format.ts";

export const MangaCard_manga = graphql(`
  fragment MangaCard_manga on Manga {
    id
    slug
    title
    coverUrl
    author
    description
    rating
    status
    views
    isNew
    isHot
    genres {
      id
      name
    }
    latestChapter {
      id
      number
    }
  }
`);

const latestChapterLabel = (chapterNumber: string) => t`Chapter ${chapterNumber}`;

type MangaCardProps = Omit<MangaCardViewProps, "manga" | "href"> & {
  manga: FragmentType<typeof MangaCard_manga>;
};

/** A title as the design system's card, linking to its detail page. */
export function MangaCard({ manga: mangaRef, ...cardProps }: MangaCardProps) {
  useLingui(); // drawn again in a new language
  const manga = useFragment(MangaCard_manga, mangaRef);
  return (
    <MangaCardView
      {...cardProps}
      href={`/manga/${manga.slug}`}
      manga={{
        title: manga.title,
        coverUrl: manga.coverUrl,
        author: manga.author,
        description: manga.description,
        rating: manga.rating,
        status: manga.status,
        genres: manga.genres.map((genre) => genre.name),
        latestChapterLabel: manga.latestChapter
          ? latestChapterLabel(formatChapterNumber(manga.latestChapter.number))
          : undefined,
        viewsLabel: formatCount(manga.views),
        isNew: manga.isNew,
        isHot: manga.isHot,
      }}
    />
  );
}
