import { Button, EmptyState } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";

/** The empty library list, in the spec's words, with a way out when filters caused it. */
export function NoMangaFound({ onClearFilters }: { onClearFilters?: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`No manga found`}
      description={t`Try adjusting your filters or search terms.`}
      action={
        onClearFilters && (
          <Button variant="outline" onClick={onClearFilters}>
            {t`Clear Filters`}
          </Button>
        )
      }
    />
  );
}
