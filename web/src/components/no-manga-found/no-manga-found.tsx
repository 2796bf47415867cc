import { Button, EmptyState } from "@inkpanel/ui";

/** The empty library list, in the spec's words, with a way out when filters caused it. */
export function NoMangaFound({ onClearFilters }: { onClearFilters?: () => void }) {
  return (
    <EmptyState
      title="No manga found"
      description="Try adjusting your filters or search terms."
      action={
        onClearFilters && (
          <Button variant="outline" onClick={onClearFilters}>
            Clear Filters
          </Button>
        )
      }
    />
  );
}
