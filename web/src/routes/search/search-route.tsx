import { CatalogueRoute } from "../../components/catalogue-list/catalogue-route.tsx";
import { searchCatalogue } from "../../components/catalogue-list/catalogues.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import type { searchLoader } from "./search-query.ts";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export function SearchRoute() {
  const { t } = useLingui();
  const [{ search }] = useUrlFilters(searchCatalogue);
  return (
    <CatalogueRoute
      catalogue={searchCatalogue}
      queryRef={useRouteQuery<typeof searchLoader>()}
      title={search ? t`Search results for “${search}”` : t`Search manga`}
      metaDescription={t`Search the Inkpanel library by title, alternative title or author.`}
      summary={(totalCount, filterCount) => (
        <>
          {plural(totalCount, { one: "# result", other: "# results" })}
          {filterCount > 0 &&
            ` · ${plural(filterCount, { one: "# active filter", other: "# active filters" })}`}
        </>
      )}
      clearLabel={t`Clear Filters`}
    />
  );
}
