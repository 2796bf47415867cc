import { CatalogueRoute } from "../../components/catalogue-list/catalogue-route.tsx";
import { browseCatalogue } from "../../components/catalogue-list/catalogues.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import type { browseLoader } from "./browse-query.ts";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export function BrowseRoute() {
  const { t } = useLingui();
  return (
    <CatalogueRoute
      catalogue={browseCatalogue}
      queryRef={useRouteQuery<typeof browseLoader>()}
      title={t`Browse Manga`}
      description={t`Find your next series by genre, status and rating.`}
      metaDescription={t`Browse the whole Inkpanel library by genre, status and rating.`}
      summary={(totalCount) => plural(totalCount, { one: "# manga found", other: "# manga found" })}
      clearLabel={t`Clear All`}
      showActiveFilters
      listGenres={4}
    />
  );
}
