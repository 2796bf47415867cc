import type { ApolloServerOptionsWithGateway, BaseContext } from "@apollo/server";
import {
  defaultFieldResolver,
  GraphQLError,
  isObjectType,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";

// Operations executed by graphql-jit, which compiles a document's operation once into a function,
// instead of graphql-js, which walks the document and the schema again for every request (its
// execution was the largest share of a browse page's CPU: see the README). Apollo Server 5 takes
// another executor only through its gateway interface: this is a "gateway" whose schema never
// changes. Apollo still parses, validates, prices and caches as before; only the execution is
// the gateway's.

type Gateway = ApolloServerOptionsWithGateway<BaseContext>["gateway"];

/**
 * graphql-jit reads a field without a resolver as a plain property, where graphql-js calls a
 * function there and awaits a promise (a connection's totalCount is a function, counted only when
 * asked for): such fields get graphql-js's own default resolver, except on `plainTypes`, whose
 * values carry only data. There graphql-jit reads the property in its compiled function, where a
 * resolver would cost a call, a resolve info and a promise check per field of every item.
 */
function withDefaultResolvers(
  schema: GraphQLSchema,
  plainTypes: ReadonlySet<string>,
): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || plainTypes.has(type.name)) continue;
    for (const field of Object.values(type.getFields())) field.resolve ??= defaultFieldResolver;
  }
  return schema;
}

/**
 * graphql-jit's errors as graphql-js makes them: its own leave `extensions` undefined when the
 * thrown error had none, where graphql-js (and the plugins reading `extensions.code`) have {}.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  return Object.assign(converted, { locations: error.locations });
}

export function compiledExecution(
  apiSchema: GraphQLSchema,
  { plainTypes = new Set() }: { plainTypes?: ReadonlySet<string> } = {},
): Gateway {
  const schema = withDefaultResolvers(apiSchema, plainTypes);
  /** per parsed document (Apollo keeps each in its document store) and operation name */
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();
  const compiledFor = (document: DocumentNode, operationName: string | undefined) => {
    let operations = compiled.get(document);
    if (!operations) compiled.set(document, (operations = new Map()));
    const name = operationName ?? "";
    let query = operations.get(name);
    if (!query) operations.set(name, (query = compileQuery(schema, document, operationName)));
    return query;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => {};
    },
    load: () =>
      Promise.resolve({
        executor: async ({ document, request, context }) => {
          const query = compiledFor(document, request.operationName);
          const result = isCompiledQuery(query)
            ? await query.query(undefined, context, request.variables ?? {})
            : query;
          return result.errors
            ? { ...result, errors: result.errors.map(asGraphQLJsError) }
            : result;
        },
      }),
    stop: () => Promise.resolve(),
  };
}
