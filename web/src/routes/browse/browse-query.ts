import { catalogueLoader } from "../../components/catalogue-list/catalogue-loader.ts";
import { browseCatalogue } from "../../components/catalogue-list/catalogues.ts";
import { graphql } from "../../gql";

const BrowseRouteQuery = graphql(`
  query BrowseRouteQuery($filter: MangaFilter, $sort: MangaSort, $first: Int!, $after: String) {
    ...CatalogueRoute_query
  }
`);

export const browseLoader = catalogueLoader(browseCatalogue, BrowseRouteQuery);
