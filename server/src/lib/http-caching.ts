import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import {
  getDirectiveValues,
  getNamedType,
  isCompositeType,
  Kind,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { Context } from "./context.ts";

/** How long a CDN or browser may keep an anonymous answer whose fields give no hint of their own. */
export const DEFAULT_MAX_AGE_SECONDS = 60;

// An operation's cache policy follows Apollo's cacheControl rules (each object field, and each
// root field, is kept at most its @cacheControl hint, or its type's, else the default; the answer
// at most its shortest-lived field), but is worked out once per document from the fields it asks
// for, not field by field as each resolves: Apollo's plugin wrapped every resolver of every
// request for it. Unlike Apollo's, it counts fields that a null or an empty list leaves
// unresolved too, so a policy may only come out shorter. No resolver sets a hint of its own.

/** How long an answer may be kept, and by whom: Apollo's own CacheHint. */
interface CacheHint {
  maxAge?: number;
  scope?: "PUBLIC" | "PRIVATE";
}

interface Annotation extends CacheHint {
  inheritMaxAge?: boolean;
}

function annotationOf(
  schema: GraphQLSchema,
  holder: { astNode?: ASTNode | null; extensionASTNodes?: readonly ASTNode[] },
): Annotation {
  const directive = schema.getDirective("cacheControl");
  for (const node of [holder.astNode, ...(holder.extensionASTNodes ?? [])]) {
    if (!directive || !node || !("directives" in node)) continue;
    const values = getDirectiveValues(directive, node);
    if (values) return values as Annotation;
  }
  return {};
}

/** The stricter of two hints: the shorter maxAge, and PRIVATE over PUBLIC. */
const restricted = (a: CacheHint, b: CacheHint): CacheHint => ({
  maxAge: a.maxAge === undefined ? b.maxAge : Math.min(a.maxAge, b.maxAge ?? a.maxAge),
  scope: a.scope === "PRIVATE" || b.scope === undefined ? a.scope : b.scope,
});

function operationHint(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  document: DocumentNode,
): CacheHint {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  // A fragment spread many times is worked out once (where it is spread changes only rootness).
  const fragmentHints = new Map<string, CacheHint>();

  const hintOf = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    root: boolean,
  ): CacheHint => {
    let hint: CacheHint = {};
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        // Introspection and __typename are not resolvers: Apollo gave them no hint either.
        if (name.startsWith("__") || !("getFields" in parent)) continue;
        const field = parent.getFields()[name];
        if (!field) continue; // validation has refused the operation already
        const type = getNamedType(field.type);
        const typeAnnotation = isCompositeType(type) ? annotationOf(schema, type) : {};
        const fieldAnnotation = annotationOf(schema, field);
        let fieldHint: CacheHint = { maxAge: typeAnnotation.maxAge, scope: typeAnnotation.scope };
        let inherits = Boolean(typeAnnotation.inheritMaxAge);
        if (fieldAnnotation.inheritMaxAge && fieldHint.maxAge === undefined) {
          inherits = true;
          fieldHint.scope = fieldAnnotation.scope ?? fieldHint.scope;
        } else {
          fieldHint = {
            maxAge: fieldAnnotation.maxAge ?? fieldHint.maxAge,
            scope: fieldAnnotation.scope ?? fieldHint.scope,
          };
        }
        if (fieldHint.maxAge === undefined && ((isCompositeType(type) && !inherits) || root)) {
          fieldHint.maxAge = DEFAULT_MAX_AGE_SECONDS;
        }
        hint = restricted(hint, fieldHint);
        if (selection.selectionSet && isCompositeType(type)) {
          hint = restricted(hint, hintOf(selection.selectionSet, type, false));
        }
      } else {
        const fragment =
          selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        if (!fragment) continue;
        const typeName = fragment.typeCondition?.name.value;
        const type = typeName ? schema.getType(typeName) : parent;
        if (!type || !isCompositeType(type)) continue;
        const key = selection.kind === Kind.FRAGMENT_SPREAD && `${selection.name.value}:${root}`;
        let fragmentHint = key ? fragmentHints.get(key) : undefined;
        if (!fragmentHint) {
          fragmentHint = hintOf(fragment.selectionSet, type, root);
          if (key) fragmentHints.set(key, fragmentHint);
        }
        hint = restricted(hint, fragmentHint);
      }
    }
    return hint;
  };
  const rootType = schema.getRootType(operation.operation);
  return rootType ? hintOf(operation.selectionSet, rootType, true) : {};
}

/**
 * Whole seconds left until the next release, if one is scheduled (none when nothing is); 0 when
 * that cannot be read.
 */
export async function secondsBefore(
  nextRelease: () => Promise<Date | null>,
): Promise<number | undefined> {
  let next: Date | null;
  try {
    next = await nextRelease();
  } catch {
    return 0; // the database is away: the answer is kept by no one, and fails or not on its own
  }
  return next ? Math.max(0, Math.floor((next.getTime() - Date.now()) / 1000)) : undefined;
}

/**
 * Cache-Control on every GraphQL answer, so a CDN can serve most anonymous traffic: queries asked
 * without a session are `public` for as long as their fields' @cacheControl hints allow (a minute
 * by default, longer for genres, plans and FAQ); queries of a signed-in reader and all mutations
 * are personal and get `no-store`, as does an answer with errors. Answers vary on the cookie, so
 * no cache hands one visitor's answer to another.
 *
 * `nextRelease` (kept by the instance, so asking it sends no SQL) says when public answers next
 * change though no data does (a scheduled chapter comes out, which notifies nothing): no answer is
 * kept past it, by the response cache (which keeps for the max-age) or any other cache, and one
 * due within a second is not kept at all.
 */
export function httpCachingPlugins(
  nextRelease?: () => Promise<Date | null>,
): ApolloServerPlugin<Context>[] {
  // Apollo reuses a document it has parsed (its document store), so its operations key the hints.
  const operationHints = new WeakMap<OperationDefinitionNode, CacheHint>();
  const cacheHints: ApolloServerPlugin<Context> = {
    async requestDidStart({ contextValue }) {
      return {
        async didResolveOperation({ operation, document, schema, overallCachePolicy }) {
          if (contextValue.viewer || operation?.operation !== "query") {
            overallCachePolicy.restrict({ maxAge: 0 });
            return;
          }
          let hint = operationHints.get(operation);
          if (!hint) {
            hint = operationHint(schema, operation, document);
            operationHints.set(operation, hint);
          }
          overallCachePolicy.restrict(hint);
          if (nextRelease && overallCachePolicy.policyIfCacheable()) {
            overallCachePolicy.restrict({ maxAge: await secondsBefore(nextRelease) });
          }
        },
        async willSendResponse({ response, overallCachePolicy }) {
          const policy = overallCachePolicy.policyIfCacheable();
          const cacheable =
            policy && response.body.kind === "single" && !response.body.singleResult.errors;
          response.http.headers.set(
            "cache-control",
            cacheable ? `max-age=${policy.maxAge}, ${policy.scope.toLowerCase()}` : "no-store",
          );
          const vary = response.http.headers.get("vary");
          response.http.headers.set("vary", vary ? `${vary}, cookie` : "cookie");
        },
      };
    },
  };
  // Without it, Apollo would add its own cacheControl plugin, which hooks every field.
  return [ApolloServerPluginCacheControlDisabled(), cacheHints];
}
