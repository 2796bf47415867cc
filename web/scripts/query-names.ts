import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The web app's source, whose files define its GraphQL documents. */
export const sourceDir = path.join(import.meta.dirname, "../src");

/** Whether a source file is a test's (codegen types and validates its documents too). */
export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * The names of the queries that the source files `include` picks define (in `graphql(...)` or
 * `gql`), outside the generated gql/ folder.
 */
export async function queryNamesIn(include: (file: string) => boolean): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await readdir(sourceDir, { recursive: true })) {
    if (!/\.tsx?$/.test(file) || file.startsWith("gql") || !include(file)) continue;
    const text = await readFile(path.join(sourceDir, file), "utf8");
    for (const [, name] of text.matchAll(/(?:graphql\(|gql)`\s*query\s+(\w+)/g)) names.add(name!);
  }
  return names;
}
