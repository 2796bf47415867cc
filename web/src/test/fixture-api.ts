import { ApolloLink } from "@apollo/client";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildSchema, execute } from "graphql";
import { from, throwError } from "rxjs";

// The server's own schema, answered from fixtures: a screen asks what it would ask the API, and
// the app's real cache policies merge the pages.
const serverSource = resolve(import.meta.dirname, "../../../server/src");
const schema = buildSchema(
  readdirSync(serverSource, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith("schema.graphql"))
    .map((path) => readFileSync(resolve(serverSource, path), "utf8"))
    .join("\n"),
);

/** Title number `number` of the fixture catalogue, with every field a card reads. */
export const manga = (number: number) => ({
  id: `manga-${number}`,
  slug: `title-${number}`,
  title: `Title ${number}`,
  coverUrl: `/media/covers/manga-${number}.svg`,
  author: "Rin Aoyama",
  description: "A storm that will not break.",
  rating: 8.5,
  status: "ONGOING",
  views: 1200,
  isNew: false,
  isHot: false,
  chapterCount: 20,
  genres: [],
  latestChapter: { id: `chapter-${number}-20`, number: 20 },
});

/** Titles 1 to `count`. */
export const titles = (count: number) =>
  Array.from({ length: count }, (_, index) => manga(index + 1));

/** A Relay page of `items` after the cursor (cursors are positions), as the API pages. */
export function connection<Item>(items: Item[]) {
  return ({ first, after }: { first: number; after?: string | null }) => {
    const start = after ? Number(after) : 0;
    const page = items.slice(start, start + first);
    return {
      totalCount: items.length,
      edges: page.map((node, index) => ({ cursor: String(start + index + 1), node })),
      pageInfo: {
        hasNextPage: start + first < items.length,
        endCursor: String(start + page.length),
      },
    };
  };
}

/** Answers every operation as the API would, from the root fields in `rootValue`. */
export const fixtureLink = (rootValue: Record<string, unknown>) =>
  new ApolloLink((operation) =>
    from(
      Promise.resolve(
        execute({
          schema,
          document: operation.query,
          variableValues: operation.variables,
          rootValue,
        }),
      ),
    ),
  );

/** A request that never reaches the API: the browser reports the network down. */
export const networkFailure = new ApolloLink(() => throwError(() => new Error("Failed to fetch")));

/** Sends the first operation that `matches` to `failure`, and everything else to `link`. */
export function failingOnce(
  link: ApolloLink,
  failure: ApolloLink,
  matches: (operation: ApolloLink.Operation) => boolean,
) {
  let failed = false;
  return ApolloLink.split(
    (operation) => {
      if (failed || !matches(operation)) return false;
      failed = true;
      return true;
    },
    failure,
    link,
  );
}
