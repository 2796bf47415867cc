import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import type { Resolvers } from "../generated/graphql.ts";

// Every folder of server/src with a schema.graphql is a domain; its resolvers.ts (if any) exports
// `resolvers`. Assembling them by convention lets a domain plug in without editing this file.
const sourceRoot = path.resolve(import.meta.dirname, "..");

interface Domain {
  name: string;
  typeDefs: string;
  resolversFile: string | null;
}

function findDomains(): Domain[] {
  return readdirSync(sourceRoot, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(sourceRoot, entry.name, "schema.graphql")),
    )
    .map((entry) => {
      const folder = path.join(sourceRoot, entry.name);
      const resolversFile = path.join(folder, "resolvers.ts");
      return {
        name: entry.name,
        typeDefs: readFileSync(path.join(folder, "schema.graphql"), "utf8"),
        resolversFile: existsSync(resolversFile) ? resolversFile : null,
      };
    });
}

async function loadResolvers(domain: Domain): Promise<Resolvers> {
  if (!domain.resolversFile) return {};
  const module: { resolvers?: Resolvers } = await import(pathToFileURL(domain.resolversFile).href);
  if (!module.resolvers) throw new Error(`${domain.name}/resolvers.ts must export \`resolvers\``);
  return module.resolvers;
}

/** The executable schema: every domain's types with their resolvers merged. */
export async function buildSchema(): Promise<GraphQLSchema> {
  const domains = findDomains();
  return makeExecutableSchema({
    typeDefs: domains.map((domain) => domain.typeDefs),
    resolvers: await Promise.all(domains.map(loadResolvers)),
  });
}
