import type { ApolloServer } from "@apollo/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../app/context.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";
import type { Context } from "../lib/context.ts";
import type { KeptValues } from "../lib/kept-values.ts";
import { useOwnTestDb } from "../test/database.ts";
import { keptGenres, listGenres } from "./genres.ts";

// A title's genres are read as ids with its row and named from the genre list each instance keeps
// (catalog/genres.ts): they come by name, as the database orders names, and a genre the kept list
// does not have yet (made a moment ago, its notification on the way) is still named.

const db = useOwnTestDb("cardgenres_");
let server: ApolloServer<Context>;

beforeAll(async () => {
  // ids in another order than the names
  await db.genre.createMany({
    data: [
      { id: "g-1", slug: "zombie", name: "Zombie", description: "" },
      { id: "g-2", slug: "adventure", name: "Adventure", description: "" },
      { id: "g-3", slug: "mystery", name: "Mystery", description: "" },
    ],
  });
  await db.manga.create({
    data: {
      id: "genred",
      slug: "genred",
      title: "Genred",
      description: "",
      author: "A. Uthor",
      status: "ONGOING",
      genres: { create: [{ genreId: "g-1" }, { genreId: "g-3" }, { genreId: "g-2" }] },
    },
  });
  server = await createGraphQLServer();
});
afterAll(() => server?.stop());

const QUERY = `{
  mangas(first: 5) { edges { node { genres { slug name } } } }
  manga(id: "genred") { genres { slug } }
  genres { slug }
}`;

async function run(kept?: KeptValues) {
  const response = await server.executeOperation<{
    mangas: { edges: { node: { genres: { slug: string; name: string }[] } }[] };
    manga: { genres: { slug: string }[] };
    genres: { slug: string }[];
  }>({ query: QUERY }, { contextValue: createContext({ db, kept }) });
  if (response.body.kind !== "single") throw new Error("Expected a single result");
  expect(response.body.singleResult.errors).toBeUndefined();
  return response.body.singleResult.data!;
}

describe("a title's genres", () => {
  it("come by name on its card and its page", async () => {
    const data = await run();
    expect(data.mangas.edges[0]!.node.genres).toEqual([
      { slug: "adventure", name: "Adventure" },
      { slug: "mystery", name: "Mystery" },
      { slug: "zombie", name: "Zombie" },
    ]);
    expect(data.manga.genres.map(({ slug }) => slug)).toEqual(["adventure", "mystery", "zombie"]);
  });

  it("are all named when the kept list does not have one of them yet", async () => {
    // an instance's list kept before "mystery" was made
    const stale: KeptValues = async (value) => {
      const read = await value.read(db);
      return value.key === keptGenres.key
        ? ((read as Awaited<ReturnType<typeof listGenres>>).filter(
            ({ slug }) => slug !== "mystery",
          ) as typeof read)
        : read;
    };
    const data = await run(stale);
    // the list the request was given, and every genre of the title
    expect(data.genres.map(({ slug }) => slug)).toEqual(["adventure", "zombie"]);
    for (const genres of [data.mangas.edges[0]!.node.genres, data.manga.genres]) {
      expect(genres.map(({ slug }) => slug)).toEqual(["adventure", "mystery", "zombie"]);
    }
  });
});
