import { print } from "graphql";
import { describe, expect, it } from "vitest";
import {
  HomeBlogQueryDocument,
  HomeGenresQueryDocument,
  HomePopularQueryDocument,
  HomeRouteQueryDocument,
} from "../../../web/src/gql/graphql.ts";
import { useBlogScenario } from "../blog/blog.scenarios.ts";
import { useCatalogScenario } from "../catalog/catalog.scenarios.ts";
import { createDb } from "../lib/db.ts";
import { useOwnTestDatabase } from "../test/database.ts";
import { postGraphQL, useHttpApp } from "../test/http.ts";

// The anonymous home page as a served instance answers it (the genre list and the series count
// kept, see kept-genres.test.ts): its four documents sent at once, as the web app sends them, cost
// one statement each. Pinned so that the count cannot creep back (it was 15, then 6).
const database = useOwnTestDatabase("inkhome_");
useCatalogScenario(database.db);
useBlogScenario(database.db);
/** the statements the instance sent (the API budget's settling goes by its pool, not counted) */
const statements: string[] = [];
const instance = useHttpApp(() => ({
  db: createDb({
    connectionString: database.url,
    maxConnections: 4,
    onQuery: (sql) => statements.push(sql),
  }),
}));

const documents = [
  { query: print(HomeRouteQueryDocument) },
  { query: print(HomePopularQueryDocument) },
  { query: print(HomeBlogQueryDocument) },
  { query: print(HomeGenresQueryDocument), variables: { genres: ["action"] } },
];

async function visit() {
  await Promise.all(
    documents.map(async (document) => {
      const response = await postGraphQL(instance.url("/graphql"), document);
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data).toBeTruthy();
    }),
  );
}

describe("an anonymous visit of the home page", () => {
  it("costs one statement per document", async () => {
    await visit(); // the first visit of a day rolls the popularity rollups and keeps the genres
    statements.length = 0;
    await visit();
    expect(statements).toHaveLength(documents.length);
  });
});
