import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

// Strict ISO-8601 with a time zone, so a client cannot send an ambiguous local time.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): Date {
  const date = typeof value === "string" && ISO_8601.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError(
      `DateTime must be an ISO-8601 string with a time zone, got ${JSON.stringify(value)}`,
    );
  }
  return date;
}

/** Dates in, ISO-8601 UTC strings out. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: "DateTime",
  serialize(value) {
    if (!(value instanceof Date)) throw new GraphQLError("DateTime can only serialize Date values");
    return value.toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral(ast) {
    return parseDateTime(ast.kind === Kind.STRING ? ast.value : null);
  },
});
