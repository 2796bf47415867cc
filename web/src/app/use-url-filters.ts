import { useSearchParams } from "react-router";

/**
 * A screen's filters read from the URL, and a setter that writes a change back as a new history
 * entry, so links share a filtered view and back and forward step through changes.
 */
export function useUrlFilters<TFilters>(
  read: (params: URLSearchParams) => TFilters,
  write: (filters: TFilters) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const setFilters = (change: Partial<TFilters>) => setParams(write({ ...filters, ...change }));
  return [filters, setFilters] as const;
}
