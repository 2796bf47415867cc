// The web app's queries as the server will receive them, written to web/src/gql/safelist.json
// (hash -> query text) for the server's persisted-query safelist. Each query goes through the
// app's own Apollo Client and persisted-query link, so the text and hash are exactly what a
// browser sends: with Apollo's __typename fields, printed and hashed by the same code.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ApolloLink } from "@apollo/client";
import { Kind, OperationTypeNode, print, type DocumentNode } from "graphql";
import { of } from "rxjs";
import { createApolloClient, persistedQueryLink } from "../src/apollo/client.ts";
import * as generated from "../src/gql/graphql.ts";
import { isTestFile, queryNamesIn } from "./query-names.ts";

// Codegen also types the tests' documents (it validates them with the rest), but no browser
// sends those: they stay out.
const appQueries = await queryNamesIn((file) => !isTestFile(file));
const queries = Object.values(generated).filter(
  (value): value is DocumentNode =>
    (value as DocumentNode)?.kind === Kind.DOCUMENT &&
    (value as DocumentNode).definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === OperationTypeNode.QUERY &&
        appQueries.has(definition.name?.value ?? ""),
    ),
);

const safelist: Record<string, string> = {};
const recordSentQuery = new ApolloLink((operation) => {
  const hash = (operation.extensions.persistedQuery as { sha256Hash?: string } | undefined)
    ?.sha256Hash;
  if (!hash) throw new Error(`${operation.operationName} was sent without its hash`);
  safelist[hash] = print(operation.query);
  return of({ data: null });
});

const client = createApolloClient(persistedQueryLink().concat(recordSentQuery));
for (const query of queries) {
  await client.query({ query, fetchPolicy: "no-cache" });
}

const file = path.join(import.meta.dirname, "../src/gql/safelist.json");
await writeFile(file, `${JSON.stringify(safelist, null, 2)}\n`);
console.log(
  `Safelist: ${Object.keys(safelist).length} queries -> ${path.relative(process.cwd(), file)}`,
);
