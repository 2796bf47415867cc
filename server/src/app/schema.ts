import { readFileSync } from "node:fs";
import path from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { resolvers as accounts } from "../accounts/resolvers.ts";
import { resolvers as blog } from "../blog/resolvers.ts";
import { resolvers as catalog } from "../catalog/resolvers.ts";
import { resolvers as community } from "../community/resolvers.ts";
import { resolvers as following } from "../following/resolvers.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { resolvers as library } from "../library/resolvers.ts";
import { resolvers as opds } from "../opds/resolvers.ts";
import { resolvers as publishing } from "../publishing/resolvers.ts";
import { resolvers as reader } from "../reader/resolvers.ts";
import { resolvers as recommendations } from "../recommendations/resolvers.ts";
import { resolvers as site } from "../site/resolvers.ts";
import { repoRoot } from "../lib/paths.ts";
import { resolvers as scalars } from "../lib/resolvers.ts";

// Each domain's folder holds its schema.graphql beside its resolvers. The list is explicit so that
// the compiled server bundles every resolver; a new domain adds one line here.
const domains: Record<string, Resolvers> = {
  lib: scalars,
  accounts,
  blog,
  catalog,
  community,
  following,
  library,
  opds,
  publishing,
  reader,
  recommendations,
  site,
};

/** The folders of server/src that are domains, each with a schema.graphql. */
export const domainNames = Object.keys(domains);

function readTypeDefs(): string[] {
  return domainNames.map((name) =>
    readFileSync(path.join(repoRoot, "server/src", name, "schema.graphql"), "utf8"),
  );
}

/** The executable schema: every domain's types with their resolvers merged. */
export async function buildSchema(): Promise<GraphQLSchema> {
  return makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers: Object.values(domains) });
}
