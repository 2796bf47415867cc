import { Button, cn } from "@inkpanel/ui";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { ToggleForm } from "./toggle-form.tsx";
import { useToggleOnManga } from "./use-toggle-on-manga.ts";
import { useLingui } from "@lingui/react/macro";

export const SaveButton_manga = graphql(`
  fragment SaveButton_manga on Manga {
    id
    isSaved
  }
`);

/** Save / Saved: the titles a reader follows; the title's followers count moves with it. */
export function SaveButton(props: {
  manga: FragmentType<typeof SaveButton_manga>;
  /** only its icon on a phone-width screen (its words stay its accessible name) */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const manga = useFragment(SaveButton_manga, props.manga);
  const { toggle, loading, plainForm } = useToggleOnManga("save", manga.id, manga.isSaved);
  return (
    <ToggleForm plainForm={plainForm} onToggle={toggle}>
      <Button
        type="submit"
        variant="outline"
        className={cn(props.compact && "max-sm:w-10 max-sm:px-0")}
        aria-pressed={manga.isSaved}
        disabled={loading}
      >
        {manga.isSaved ? <BookmarkCheck /> : <Bookmark />}
        <span className={cn(props.compact && "max-sm:sr-only")}>
          {manga.isSaved ? t`Saved` : t`Save`}
        </span>
      </Button>
    </ToggleForm>
  );
}
