import { useSearchParams } from "react-router";
import { readBrowseFilters, writeBrowseFilters, type BrowseFilters } from "./browse-filters.ts";

/** Browse's filters from the URL, and a setter that writes them back (one history step each). */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readBrowseFilters(params);
  const setFilters = (change: Partial<BrowseFilters>, options?: { replace?: boolean }) =>
    setParams(writeBrowseFilters({ ...filters, ...change }), options);
  return [filters, setFilters] as const;
}
