import { catalogueLoader } from "../../components/catalogue-list/catalogue-loader.ts";
import { searchCatalogue } from "../../components/catalogue-list/catalogues.ts";
import { graphql } from "../../gql";

const SearchRouteQuery = graphql(`
  query SearchRouteQuery($filter: MangaFilter, $sort: MangaSort, $first: Int!, $after: String) {
    ...CatalogueRoute_query
  }
`);

export const searchLoader = catalogueLoader(searchCatalogue, SearchRouteQuery);
