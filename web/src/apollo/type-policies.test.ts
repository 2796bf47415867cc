import { gql, InMemoryCache, type DocumentNode } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { typePolicies } from "./type-policies.ts";

// The popular lists' shapes as Home and Popular ask for them (apart from the cards' fields, which
// the policies do not look at). Like the app, Popular asks for its page's end cursor and no edge's:
// Load More still finds where its page goes.
const HomeTrending = gql`
  query HomeTrending {
    trending: popularMangas(period: WEEK, sort: VIEWS, first: 8) {
      rank
      manga {
        id
      }
    }
  }
`;
const Popular = gql`
  query Popular($period: PopularPeriod!, $sort: PopularSort, $first: Int!, $after: String) {
    topThree: popularMangas(period: $period, sort: RANK, first: 3) {
      rank
      manga {
        id
      }
    }
    entries: popularMangaConnection(period: $period, sort: $sort, first: $first, after: $after) {
      edges {
        node {
          rank
          manga {
            id
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const entry = (rank: number) => ({
  __typename: "PopularEntry",
  rank,
  manga: { __typename: "Manga", id: `manga-${rank}` },
});
const ranks = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const topList = (count: number) => ranks(1, count).map(entry);
const connection = (from: number, to: number, hasNextPage: boolean) => ({
  __typename: "PopularEntryConnection",
  edges: ranks(from, to).map((rank) => ({
    __typename: "PopularEntryEdge",
    node: entry(rank),
  })),
  pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: `after-${to}` },
});

const firstPage = { period: "WEEK", sort: "VIEWS", first: 8 };

function write(cache: InMemoryCache, query: DocumentNode, data: object, variables = {}) {
  cache.writeQuery({ query, data, variables });
}

type PopularData = {
  topThree: { rank: number }[];
  entries: { edges: { node: { rank: number } }[]; pageInfo: { hasNextPage: boolean } };
};
const readPopular = (cache: InMemoryCache, variables: object = firstPage) => {
  const data = cache.readQuery<PopularData>({ query: Popular, variables })!;
  return {
    topThree: data.topThree.map((one) => one.rank),
    entries: data.entries.edges.map((edge) => edge.node.rank),
    hasNextPage: data.entries.pageInfo.hasNextPage,
  };
};

describe("the popular lists in the cache", () => {
  it("keep Popular's top three apart from its list, also sorted by rank", () => {
    const cache = new InMemoryCache({ typePolicies });
    const byRank = { ...firstPage, sort: "RANK" };
    write(cache, Popular, { topThree: topList(3), entries: connection(1, 8, true) }, byRank);
    expect(readPopular(cache, byRank)).toMatchObject({ topThree: [1, 2, 3], entries: ranks(1, 8) });
  });

  it("keep Home's trending apart from Popular's list and its Load More", () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, HomeTrending, { trending: topList(8) });
    write(cache, Popular, { topThree: topList(3), entries: connection(1, 8, true) }, firstPage);
    write(
      cache,
      Popular,
      { topThree: topList(3), entries: connection(9, 16, true) },
      { ...firstPage, after: "after-8" },
    );

    const home = cache.readQuery<{ trending: unknown[] }>({ query: HomeTrending })!;
    expect(home.trending).toHaveLength(8);
    expect(readPopular(cache).entries).toEqual(ranks(1, 16));
  });

  it("keep lists of the same ranking but of other lengths apart", () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, HomeTrending, { trending: topList(8) });
    const TopThree = gql`
      query TopThree {
        popularMangas(period: WEEK, sort: VIEWS, first: 3) {
          rank
          manga {
            id
          }
        }
      }
    `;
    write(cache, TopThree, { popularMangas: topList(3) });
    expect(
      cache.readQuery<{ trending: unknown[] }>({ query: HomeTrending })!.trending,
    ).toHaveLength(8);
  });

  it("append each Load More's page, and end on the last one when the total is a multiple of the page", () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, Popular, { topThree: topList(3), entries: connection(1, 8, true) }, firstPage);
    expect(readPopular(cache)).toMatchObject({ entries: ranks(1, 8), hasNextPage: true });

    write(
      cache,
      Popular,
      { topThree: topList(3), entries: connection(9, 16, false) },
      { ...firstPage, after: "after-8" },
    );
    expect(readPopular(cache)).toMatchObject({ entries: ranks(1, 16), hasNextPage: false });
  });
});

describe("the lists of titles in the cache", () => {
  // As Browse asks for its cards: the page's end cursor, no edge's.
  const Browse = gql`
    query Browse($sort: MangaSort, $first: Int!, $after: String) {
      mangas(sort: $sort, first: $first, after: $after) {
        edges {
          node {
            id
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `;
  const page = (ids: string[], endCursor: string) => ({
    mangas: {
      __typename: "MangaConnection",
      edges: ids.map((id) => ({ __typename: "MangaEdge", node: { __typename: "Manga", id } })),
      pageInfo: { __typename: "PageInfo", hasNextPage: true, endCursor },
    },
  });
  const readIds = (cache: InMemoryCache) =>
    cache
      .readQuery<{ mangas: { edges: { node: { id: string } }[] } }>({
        query: Browse,
        variables: { sort: "POPULARITY", first: 3 },
      })!
      .mangas.edges.map((edge) => edge.node.id);

  it("show a title whose place fell between two pages once, where it was first seen", () => {
    const cache = new InMemoryCache({ typePolicies });
    const first = { sort: "POPULARITY", first: 3 };
    write(cache, Browse, page(["a", "b", "c"], "after-c"), first);
    // "c" lost views to "d" while the reader looked: the next page starts with it again.
    write(cache, Browse, page(["c", "e", "f"], "after-f"), { ...first, after: "after-c" });
    expect(readIds(cache)).toEqual(["a", "b", "c", "e", "f"]);
    // Its page ended on a title already shown: the next still comes after it.
    write(cache, Browse, page(["g", "h", "b"], "after-b"), { ...first, after: "after-f" });
    write(cache, Browse, page(["i", "j", "k"], "after-k"), { ...first, after: "after-b" });
    expect(readIds(cache)).toEqual(["a", "b", "c", "e", "f", "g", "h", "i", "j", "k"]);
  });

  it("start again from a first page asked anew", () => {
    const cache = new InMemoryCache({ typePolicies });
    const first = { sort: "POPULARITY", first: 3 };
    write(cache, Browse, page(["a", "b", "c"], "after-c"), first);
    write(cache, Browse, page(["d", "e", "f"], "after-f"), { ...first, after: "after-c" });
    write(cache, Browse, page(["d", "a", "b"], "after-b"), first);
    expect(readIds(cache)).toEqual(["d", "a", "b"]);
  });

  it("show a title a ranking's next page repeats once, at its first rank", () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, Popular, { topThree: topList(3), entries: connection(1, 8, true) }, firstPage);
    const repeated = connection(9, 16, true);
    // The title ranked 8th on the first page is 9th now, ahead of the next page's others.
    repeated.edges[0]!.node.manga.id = "manga-8";
    write(
      cache,
      Popular,
      { topThree: topList(3), entries: repeated },
      { ...firstPage, after: "after-8" },
    );
    expect(readPopular(cache).entries).toEqual(ranks(1, 8).concat(ranks(10, 16)));
  });
});

describe("a reader's preferences in the cache", () => {
  // The navbar asks for a few of them, Settings for most: whichever answers last adds to them.
  const ViewerPreferences = gql`
    query ViewerPreferences {
      me {
        id
        preferences {
          language
          autoPlay
        }
      }
    }
  `;
  const SettingsPreferences = gql`
    query SettingsPreferences {
      me {
        id
        preferences {
          theme
          language
        }
      }
    }
  `;
  const reader = (preferences: object) => ({
    me: {
      __typename: "User",
      id: "user-aiko",
      preferences: { __typename: "Preferences", ...preferences },
    },
  });

  it("keep every one asked for when another query asks for a few", () => {
    const cache = new InMemoryCache({ typePolicies });
    write(cache, SettingsPreferences, reader({ theme: "LIGHT", language: "en" }));
    write(cache, ViewerPreferences, reader({ language: "fr", autoPlay: false }));
    expect(cache.readQuery({ query: SettingsPreferences })).toEqual(
      reader({ theme: "LIGHT", language: "fr" }),
    );
  });
});
