import { useSearchParams } from "react-router";

/**
 * A screen's filters read from the URL, and a setter that writes a change back as a new history
 * entry, so links share a filtered view and back and forward step through changes. `filters` is
 * the screen's schema (`urlFilters(…)` in url-filters.ts) or anything that reads and writes.
 */
export function useUrlFilters<TFilters>(filters: {
  read: (params: URLSearchParams) => TFilters;
  write: (filters: TFilters) => URLSearchParams;
}) {
  const [params, setParams] = useSearchParams();
  const current = filters.read(params);
  const setFilters = (change: Partial<TFilters>) =>
    setParams(filters.write({ ...current, ...change }));
  return [current, setFilters] as const;
}
