import { graphql, useFragment, type FragmentType } from "../../gql";
import type { LibraryView } from "../../lib/library-view.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import { useNextPageHref, useStartsAfterCursor } from "../../lib/page-cursor.ts";
import { NoMangaFound } from "../no-manga-found/no-manga-found.tsx";
import { MangaResults } from "./manga-results.tsx";

export const MangaConnectionResults_connection = graphql(`
  fragment MangaConnectionResults_connection on MangaConnection {
    totalCount
    edges {
      node {
        id
        ...MangaCard_manga
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

interface MangaConnectionResultsProps {
  connection: FragmentType<typeof MangaConnectionResults_connection>;
  /** the route query's fetchMore, which Load More calls with the next cursor */
  fetchMore: FetchMore<{ after?: string | null }>;
  view: LibraryView;
  columns?: 5 | 6;
  listGenres?: number;
  /** offered on the empty state when filters narrowed the list to nothing */
  onClearFilters?: () => void;
}

/** A filtered `mangas` list (Browse, Search, Latest): its titles with Load More, or none found. */
export function MangaConnectionResults({
  connection,
  fetchMore,
  onClearFilters,
  ...display
}: MangaConnectionResultsProps) {
  const { totalCount, edges, pageInfo } = useFragment(
    MangaConnectionResults_connection,
    connection,
  );
  const loadMore = useLoadMore(fetchMore, { after: pageInfo.endCursor });
  const href = useNextPageHref(pageInfo.endCursor);
  // A page past the list's start (`?after=`) cannot say which titles of the whole it shows.
  const startsAfterCursor = useStartsAfterCursor();
  if (edges.length === 0) return <NoMangaFound onClearFilters={onClearFilters} />;
  return (
    <MangaResults
      {...display}
      // The first cover is a catalogue page's largest paint on a phone.
      items={edges.map((edge, index) => ({
        key: edge.node.id,
        manga: edge.node,
        priority: index === 0,
      }))}
      loadMore={{
        ...loadMore,
        ...(startsAfterCursor
          ? { hasMore: pageInfo.hasNextPage }
          : { total: totalCount, hasMore: pageInfo.hasNextPage }),
        href,
      }}
    />
  );
}
