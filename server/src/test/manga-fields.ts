import { expect } from "vitest";
import type { ExecuteOperation } from "./graphql.ts";
import type { Viewer } from "../lib/context.ts";

// A list reads only its cards' columns (catalog/cards.ts), so every other field of its titles is
// resolved another way: these check that each still answers as `manga(id)` does.

interface NamedType {
  kind: string;
  name: string | null;
  ofType: NamedType | null;
}

const isLeaf = (type: NamedType): boolean =>
  type.ofType ? isLeaf(type.ofType) : type.kind === "SCALAR" || type.kind === "ENUM";

/** Every argument-less field of Manga a reader may ask for (from the schema), as a selection. */
export async function everyMangaField(execute: ExecuteOperation): Promise<string> {
  const { data: schema } = await execute<{
    __type: {
      fields: { name: string; description: string | null; args: unknown[]; type: NamedType }[];
    };
  }>(`{ __type(name: "Manga") { fields { name description args { name }
    type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }`);
  const fields = schema!.__type.fields
    .filter((field) => !field.args.length && !field.description?.startsWith("ADMIN only"))
    .map((field) => (isLeaf(field.type) ? field.name : `${field.name} { id }`));
  expect(fields).toEqual(expect.arrayContaining(["artist", "demographic", "releaseYear"]));
  return fields.join("\n");
}

/** Expects each title a list answered (with `selection`) to be what `manga(id)` answers. */
export async function expectAsMangaById(
  execute: ExecuteOperation,
  selection: string,
  titles: { id: string }[],
  viewer: Viewer | null = null,
): Promise<void> {
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    const { data: one } = await execute<{ manga: unknown }>(
      `query ($id: ID!) { manga(id: $id) { ${selection} } }`,
      { id: title.id },
      viewer,
    );
    expect(title).toEqual(one!.manga);
  }
}
