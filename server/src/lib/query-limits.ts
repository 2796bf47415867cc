import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, type ParseOptions, type ValidationContext } from "graphql";
import { MAX_OPERATION_COST } from "./operation-cost.ts";

// Limits against abusive operations, with room above the web app's own operations
// (query-limits.test.ts checks every one of them). Each refusal has a code of its own and
// HTTP status 400. Introspection (GraphiQL's query) is exempt from depth and cost.
export const OPERATION_LIMITS = {
  depth: 8,
  aliases: 15,
  directives: 50,
  tokens: 1000,
  cost: MAX_OPERATION_COST,
} as const;

/** An operation refused for going past one of OPERATION_LIMITS. */
export class OperationLimitError extends GraphQLError {
  constructor(code: string, message: string, limit: number) {
    super(message, { extensions: { code, limit, http: { status: 400 } } });
  }
}

/** armor's rules report their refusal through us, so that it carries our code. */
const refuseAs =
  (code: string, limit: number) => (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(
      new OperationLimitError(code, error.message.replace(/^Syntax Error: /, ""), limit),
    );

const limit = (code: string, n: number) => ({
  n,
  propagateOnRejection: false,
  onReject: [refuseAs(code, n)],
});

/** graphql-armor's validation rules for depth, aliases and directives; `hideSuggestions` masks "Did you mean". */
export function queryLimits({ hideSuggestions }: { hideSuggestions: boolean }) {
  return new ApolloArmor({
    // Depth counts fields, not the fragments they are spread through.
    maxDepth: { ...limit("DEPTH_LIMIT_EXCEEDED", OPERATION_LIMITS.depth), flattenFragments: true },
    maxAliases: limit("ALIAS_LIMIT_EXCEEDED", OPERATION_LIMITS.aliases),
    maxDirectives: limit("DIRECTIVE_LIMIT_EXCEEDED", OPERATION_LIMITS.directives),
    // Tokens are counted by graphql's own parser (parseOptions), and cost by operation-cost.ts,
    // which reads `first` and the request's variables.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: hideSuggestions },
  }).protect();
}

/** graphql's parser stops counting at the token limit, before it builds anything. */
export const parseOptions: ParseOptions = { maxTokens: OPERATION_LIMITS.tokens };

/** The limit a parse or validation error stands for, if any (Apollo gives them generic codes). */
export function operationLimitError(error: unknown): OperationLimitError | null {
  if (!(error instanceof GraphQLError)) return null;
  if (error.originalError instanceof OperationLimitError) return error.originalError;
  // graphql 16 says "more that": either spelling matches.
  if (/^Syntax Error: Document contains more th(?:at|an) \d+ tokens/.test(error.message)) {
    return new OperationLimitError(
      "TOKEN_LIMIT_EXCEEDED",
      `The operation has more than ${OPERATION_LIMITS.tokens} tokens.`,
      OPERATION_LIMITS.tokens,
    );
  }
  return null;
}
