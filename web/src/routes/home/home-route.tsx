import { preloadQuery } from "../../apollo/client.ts";
import { PageMeta } from "../../app/page-meta.tsx";
import { RouteData } from "../../app/route-data.tsx";
import { useRouteQuery } from "../../app/use-route-query.ts";
import { graphql } from "../../gql";

const HomeRouteQuery = graphql(`
  query HomeRouteQuery {
    featuredMangas {
      id
      title
    }
  }
`);

export function homeLoader() {
  return preloadQuery(HomeRouteQuery);
}

export function HomeRoute() {
  const queryRef = useRouteQuery<typeof homeLoader>();
  return (
    <>
      <PageMeta description="Read manga online: thousands of series, updated daily." />
      <RouteData queryRef={queryRef} skeleton={<p>Loading…</p>}>
        {(data) => (
          <ul>
            {data.featuredMangas.map((manga) => (
              <li key={manga.id}>{manga.title}</li>
            ))}
          </ul>
        )}
      </RouteData>
    </>
  );
}
