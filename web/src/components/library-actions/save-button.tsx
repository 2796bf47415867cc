import { Button, cn } from "@inkpanel/ui";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";
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
  const { toggle, loading } = useToggleOnManga("save", manga.id);
  return (
    <Button
      variant="outline"
      className={cn(props.compact && "max-sm:w-10 max-sm:px-0")}
      aria-pressed={manga.isSaved}
      disabled={loading}
      onClick={toggle}
    >
      {manga.isSaved ? <BookmarkCheck /> : <Bookmark />}
      <span className={cn(props.compact && "max-sm:sr-only")}>
        {manga.isSaved ? t`Saved` : t`Save`}
      </span>
    </Button>
  );
}
