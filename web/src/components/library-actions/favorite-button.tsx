import { Button } from "@inkpanel/ui";
import { Heart } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { ToggleForm } from "./toggle-form.tsx";
import { useToggleOnManga } from "./use-toggle-on-manga.ts";
import { useLingui } from "@lingui/react/macro";

export const FavoriteButton_manga = graphql(`
  fragment FavoriteButton_manga on Manga {
    id
    isFavorite
  }
`);

/** Favorite / Favorited; the title's favorites count moves with it. */
export function FavoriteButton(props: { manga: FragmentType<typeof FavoriteButton_manga> }) {
  const { t } = useLingui();
  const manga = useFragment(FavoriteButton_manga, props.manga);
  const { toggle, loading, plainForm } = useToggleOnManga("favorite", manga.id, manga.isFavorite);
  return (
    <ToggleForm plainForm={plainForm} onToggle={toggle}>
      <Button type="submit" variant="outline" aria-pressed={manga.isFavorite} disabled={loading}>
        <Heart className={manga.isFavorite ? "fill-current text-destructive" : undefined} />
        {manga.isFavorite ? t`Favorited` : t`Favorite`}
      </Button>
    </ToggleForm>
  );
}
