import {
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { pageSize } from "./pagination.ts";
import { refuseNulCharacters } from "./validation.ts";

// What an operation costs, like Shopify's Storefront API: each object a field returns costs 1,
// scalars cost nothing, and a list costs its items times what each item costs. A list with
// `first` holds that many items (20 when absent); other lists are estimated below. So the cost
// grows with what the server has to load, and a client can predict it from its own query.

/** Items in lists without `first`, by "Type.field"; any other list counts as DEFAULT_LIST_ITEMS. */
const LIST_ITEMS: Record<string, number> = {
  "Chapter.pages": 30, // chapters have up to 30 pages
};
const DEFAULT_LIST_ITEMS = 10;

/**
 * The most an operation may cost: over three times the web app's costliest page (a browse page of
 * 100 titles, about 1,500), and far below 100 titles x 100 chapters x their pages (330,000).
 */
export const MAX_OPERATION_COST = 5_000;

const estimateFieldCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection (__schema, __type, __typename) is free: the playground needs it whole.
  if (field.name.startsWith("__")) return 0;
  // Every field's arguments pass here before anything runs: the checks no domain should repeat.
  refuseNulCharacters(args);
  if (isLeafType(getNamedType(field.type))) return 0;
  let items = 1;
  if (field.args.some((argument) => argument.name === "first")) {
    // Checked here, before the cost is compared with the limit: a page size out of range is the
    // client's mistake to name, whatever the operation would cost.
    items = pageSize(args.first as number | null | undefined);
  } else if (isListType(getNullableType(field.type)) && !type.name.endsWith("Connection")) {
    // A connection's `edges` hold the connection's `first` items, already counted above.
    items = LIST_ITEMS[`${type.name}.${field.name}`] ?? DEFAULT_LIST_ITEMS;
  }
  return items * (1 + childComplexity);
};

/**
 * The cost of the operation in `document` with these variables. Throws BAD_USER_INPUT for a
 * page size out of range or a NUL character, and graphql's own error for variables that do not
 * fit their types.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [estimateFieldCost],
  });
}
