import { Carousel, HeroSlide } from "@inkpanel/ui";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatChapterNumber } from "../../lib/format.ts";
import { useAutoPlay } from "../account/use-auto-play.ts";
import { useLingui } from "@lingui/react/macro";

export const FeaturedCarousel_manga = graphql(`
  fragment FeaturedCarousel_manga on Manga {
    id
    slug
    title
    description
    coverUrl
    rating
    status
    genres {
      id
      name
    }
    latestChapter {
      id
      number
    }
    firstChapter {
      id
      number
    }
  }
`);

/**
 * The home hero: the featured titles, each with Start Reading (its first chapter) and View
 * Details. It moves on by itself when the reader's auto-play is on.
 */
export function FeaturedCarousel(props: {
  mangas: readonly FragmentType<typeof FeaturedCarousel_manga>[];
}) {
  const { t } = useLingui();
  const mangas = useFragment(FeaturedCarousel_manga, props.mangas);
  const autoPlay = useAutoPlay();
  if (mangas.length === 0) return null;
  return (
    <Carousel
      label={t`Featured manga`}
      autoAdvance={autoPlay}
      slides={mangas.map((manga, index) => ({
        key: manga.id,
        label: manga.title,
        content: (
          <HeroSlide
            title={manga.title}
            description={manga.description}
            backgroundUrl={manga.coverUrl}
            rating={manga.rating}
            status={manga.status}
            genres={manga.genres.map((genre) => genre.name)}
            latestChapterLabel={
              manga.latestChapter
                ? t`Chapter ${formatChapterNumber(manga.latestChapter.number)}`
                : undefined
            }
            readHref={`/manga/${manga.slug}/chapter/${manga.firstChapter?.number ?? 1}`}
            detailsHref={`/manga/${manga.slug}`}
            priority={index === 0}
          />
        ),
      }))}
    />
  );
}
