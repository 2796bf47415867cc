import {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isLeafType,
  isListType,
  Kind,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
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

const pricedFully = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
) =>
  getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [estimateFieldCost],
  });

/**
 * The variables a cost depends on: those given as a list's `first` or as an @include or @skip
 * condition. Any other variable (a filter, a cursor) changes what is loaded, not how much.
 */
function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = ({ value }: ArgumentNode) => {
    if (value.kind === Kind.VARIABLE) names.add(value.name.value);
  };
  visit(document, {
    Argument(node) {
      if (node.name.value === "first") collect(node);
    },
    Directive(node) {
      if (node.name.value === "include" || node.name.value === "skip")
        node.arguments?.forEach(collect);
    },
  });
  return [...names].sort();
}

interface PricedDocument {
  variables: string[];
  operations: Map<string, OperationDefinitionNode | null>;
  /** cost by operation name and the cost variables' values */
  costs: Map<string, number>;
}

/** Bounds a document's priced variants (101 page sizes times its @include conditions, at most). */
const MAX_COSTS_PER_DOCUMENT = 1000;
const pricedDocuments = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, PricedDocument>>();

function pricedDocument(schema: GraphQLSchema, document: DocumentNode): PricedDocument {
  let bySchema = pricedDocuments.get(schema);
  if (!bySchema) pricedDocuments.set(schema, (bySchema = new WeakMap()));
  let priced = bySchema.get(document);
  if (!priced) {
    priced = { variables: costVariables(document), operations: new Map(), costs: new Map() };
    bySchema.set(document, priced);
  }
  return priced;
}

const hasNulCharacter = (value: unknown): boolean =>
  typeof value === "string"
    ? value.includes("\u0000")
    : Array.isArray(value)
      ? value.some(hasNulCharacter)
      : value !== null && typeof value === "object" && Object.values(value).some(hasNulCharacter);

/**
 * The cost of the operation in `document` with these variables. Throws BAD_USER_INPUT for a
 * page size out of range or a NUL character, and graphql's own error for variables that do not
 * fit their types.
 *
 * Pricing walks the whole operation against the schema, which was a fifth of a small request's
 * time; so each document's cost is kept per values of the variables it depends on (Apollo's
 * document store hands every request of the same text the same DocumentNode). The checks of the
 * variables still run per request: their types are coerced, and one with a NUL character is
 * priced afresh, which names its argument.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  const priced = pricedDocument(schema, document);
  const name = operationName ?? "";
  if (!priced.operations.has(name)) {
    priced.operations.set(name, getOperationAST(document, operationName) ?? null);
  }
  const operation = priced.operations.get(name);
  if (!operation || hasNulCharacter(variables)) {
    return pricedFully(schema, document, operationName, variables);
  }
  const { errors } = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    variables ?? {},
  );
  if (errors?.length) throw errors.at(-1)!;
  const key = JSON.stringify([
    name,
    ...priced.variables.map((variable) => variables?.[variable] ?? null),
  ]);
  let cost = priced.costs.get(key);
  if (cost === undefined) {
    cost = pricedFully(schema, document, operationName, variables);
    if (priced.costs.size < MAX_COSTS_PER_DOCUMENT) priced.costs.set(key, cost);
  }
  return cost;
}
