import { ChoiceLink } from "@inkpanel/ui";
import { useSearchParams } from "react-router";
import { MangaResults } from "../../components/manga-results/manga-results.tsx";
import type { MangaCard_manga } from "../../components/manga-card/manga-card.tsx";
import type { FragmentType } from "../../gql";
import { useLingui } from "@lingui/react/macro";

/** The chips: All, then the genres with the most titles. */
const chipGenres = 11;

interface GenrePicksProps {
  genres: readonly { id: string; slug: string; name: string }[];
  /** up to 12 titles of the chosen genre (of all genres for All) */
  mangas: readonly ({ id: string } & FragmentType<typeof MangaCard_manga>)[];
}

/** Browse by Genre: one chip active at a time; the choice lives in the URL (`?genre=`). */
export function GenrePicks({ genres, mangas }: GenrePicksProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const active = params.get("genre");
  const choose = (slug: string | null) =>
    setParams(slug ? { genre: slug } : {}, { replace: true, preventScrollReset: true });

  const chips = [{ slug: null, name: t`All` }, ...genres.slice(0, chipGenres)];
  return (
    <div className="space-y-5">
      {/*
       * Links to the home page with the genre (?genre=), back to this band: without JavaScript,
       * or opened in a new tab, they lead there; a plain click picks the genre in place.
       */}
      <nav id="genre-picks" aria-label={t`Genre`} className="flex scroll-mt-24 flex-wrap gap-2">
        {chips.map((chip) => (
          <ChoiceLink
            key={chip.slug ?? "all"}
            href={`${chip.slug ? `?genre=${encodeURIComponent(chip.slug)}` : "?"}#genre-picks`}
            current={chip.slug === active}
            onChoose={() => choose(chip.slug)}
            size="sm"
            variant={chip.slug === active ? "primary" : "secondary"}
            className="rounded-full"
          >
            {chip.name}
          </ChoiceLink>
        ))}
      </nav>
      <MangaResults items={mangas.map((manga) => ({ key: manga.id, manga }))} view="grid" />
    </div>
  );
}
