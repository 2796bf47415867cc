import {
  AppLink,
  Badge,
  buttonVariants,
  Rating,
  StatusBadge,
  storedImageSrcSet,
} from "@inkpanel/ui";
import { BookOpen, PenLine } from "lucide-react";
import { DownloadButton } from "../../components/library-actions/download-button.tsx";
import { OfflineDownloadDialog } from "../../components/offline/offline-download-dialog.tsx";
import { FavoriteButton } from "../../components/library-actions/favorite-button.tsx";
import { SaveButton } from "../../components/library-actions/save-button.tsx";
import { ShareButton } from "../../components/share-button/share-button.tsx";
import { HydrateWhenVisible } from "../../components/hydrate-when-visible/hydrate-when-visible.tsx";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatCount, formatWholeNumber } from "../../lib/format.ts";
import { useLingui } from "@lingui/react/macro";

export const MangaOverview_manga = graphql(`
  fragment MangaOverview_manga on Manga {
    id
    slug
    title
    alternativeTitles
    coverUrl
    author
    artist
    status
    demographic
    serialization
    releaseYear
    rating
    ratingCount
    views
    favoritesCount
    chapterCount
    genres {
      id
      slug
      name
    }
    firstChapter {
      id
      number
    }
    ...FavoriteButton_manga
    ...SaveButton_manga
    ...DownloadButton_manga
  }
`);

/** The top of a title's page: cover, actions, and every fact about the title. */
export function MangaOverview(props: { manga: FragmentType<typeof MangaOverview_manga> }) {
  const { t } = useLingui();
  const manga = useFragment(MangaOverview_manga, props.manga);
  const stats = [
    { label: t`Views`, value: formatCount(manga.views) },
    { label: t`Favorites`, value: formatCount(manga.favoritesCount) },
    { label: t`Chapters`, value: formatWholeNumber(manga.chapterCount) },
  ];
  const facts = [
    { label: t`Author`, value: manga.author },
    { label: t`Artist`, value: manga.artist },
    { label: t`Released`, value: manga.releaseYear?.toString() },
    { label: t`Serialization`, value: manga.serialization },
  ].filter((fact) => fact.value);

  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <div className="space-y-3">
        <img
          src={manga.coverUrl}
          srcSet={storedImageSrcSet(manga.coverUrl)}
          // At most 16rem wide (max-w-64), the whole width on the narrowest phones.
          sizes="(min-width: 18rem) 16rem, 100vw"
          alt={t`Cover of ${manga.title}`}
          width={256}
          height={384}
          fetchPriority="high"
          className="aspect-[2/3] w-full max-w-64 rounded-2xl object-cover shadow-lg"
        />
        {manga.firstChapter && (
          <AppLink
            href={`/manga/${manga.slug}/chapter/${manga.firstChapter.number}`}
            className={buttonVariants({ size: "lg", className: "w-full max-w-64" })}
          >
            <BookOpen /> {t`Start Reading`}
          </AppLink>
        )}
      </div>

      <div className="min-w-0 space-y-5">
        <div className="space-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{manga.title}</h1>
          {manga.alternativeTitles.length > 0 && (
            <p className="text-sm text-muted-foreground">{manga.alternativeTitles.join(" · ")}</p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Rating value={manga.rating} count={manga.ratingCount} size="md" />
          <StatusBadge status={manga.status} />
          {manga.demographic && <Badge variant="info">{manga.demographic}</Badge>}
        </div>

        <ul className="flex flex-wrap gap-2" aria-label={t`Genres`}>
          {manga.genres.map((genre) => (
            <li key={genre.id}>
              <AppLink href={`/browse?genre=${genre.slug}`} className="rounded-full">
                <Badge variant="secondary">{genre.name}</Badge>
              </AppLink>
            </li>
          ))}
        </ul>

        <dl className="grid grid-cols-3 gap-3 sm:max-w-md">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-xl border bg-card p-3 text-center">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-lg font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label} className="flex gap-2">
              <dt className="text-muted-foreground">{t`${fact.label}:`}</dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>

        {/* Below the first screen on a phone: hydrated as it comes near it (or is tapped). */}
        <HydrateWhenVisible className="flex flex-wrap gap-2">
          {/* Both belong to an account: signed out, they lead to sign-in and back. Forms, they
              work without JavaScript too. */}
          <FavoriteButton manga={manga} />
          <SaveButton manga={manga} />
          {/* These need the app: without JavaScript they are not offered. */}
          <div className="contents noscript:hidden">
            <ShareButton title={manga.title} label={t`Share`} />
            <DownloadButton manga={manga} />
            {manga.firstChapter && (
              <OfflineDownloadDialog mangaId={manga.slug} fromNumber={manga.firstChapter.number} />
            )}
          </div>
          <AppLink
            href={`/manga/${manga.slug}?tab=reviews`}
            className={buttonVariants({ variant: "outline" })}
          >
            <PenLine /> {t`Write a Review`}
          </AppLink>
        </HydrateWhenVisible>
      </div>
    </div>
  );
}
