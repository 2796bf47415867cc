import { Button, EmptyState } from "@inkpanel/ui";
import { t } from "@lingui/core/macro";

/** The empty library list, in the spec's words, with a way out when filters caused it. */
export function NoMangaFound({ onClearFilters }: { onClearFilters?: () => void }) {
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
