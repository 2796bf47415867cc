import { Button } from "@inkpanel/ui";
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
      <div role="group" aria-label={t`Genre`} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <Button
            key={chip.slug ?? "all"}
            size="sm"
            variant={chip.slug === active ? "primary" : "secondary"}
            aria-pressed={chip.slug === active}
            className="rounded-full"
            onClick={() => choose(chip.slug)}
          >
            {chip.name}
          </Button>
        ))}
      </div>
      <MangaResults items={mangas.map((manga) => ({ key: manga.id, manga }))} view="grid" />
    </div>
  );
}
