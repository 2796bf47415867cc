import { Checkbox, cn, Label } from "@inkpanel/ui";
import { useId } from "react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { toggled } from "../../lib/toggled.ts";
import { useLingui } from "@lingui/react/macro";

export const GenreCheckboxes_genre = graphql(`
  fragment GenreCheckboxes_genre on Genre {
    id
    slug
    name
    mangaCount
  }
`);

interface GenreCheckboxesProps {
  genres: readonly FragmentType<typeof GenreCheckboxes_genre>[];
  /** the chosen genre slugs */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  className?: string;
}

/** A checkbox per genre, with how many titles it has; any number may be chosen. */
export function GenreCheckboxes({ selected, onChange, className, ...props }: GenreCheckboxesProps) {
  const { t } = useLingui();
  const genres = useFragment(GenreCheckboxes_genre, props.genres);
  const id = useId();
  return (
    <fieldset className={cn("space-y-2", className)}>
      <legend className="mb-2 text-sm font-semibold">{t`Genres`}</legend>
      {genres.map((genre) => (
        <div key={genre.id} className="flex items-center gap-2.5">
          <Checkbox
            id={`${id}-${genre.slug}`}
            checked={selected.includes(genre.slug)}
            onCheckedChange={(checked) => onChange(toggled(selected, genre.slug, checked === true))}
          />
          <Label htmlFor={`${id}-${genre.slug}`} className="flex-1 font-normal">
            {genre.name}
          </Label>
          <span className="text-xs text-muted-foreground">{genre.mangaCount}</span>
        </div>
      ))}
    </fieldset>
  );
}
