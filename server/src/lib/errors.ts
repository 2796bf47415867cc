import { ApolloServerErrorCode } from "@apollo/server/errors";
import { GraphQLError } from "graphql";

/** The error for bad input: code BAD_USER_INPUT and a message that names the argument. */
export function badUserInput(argumentName: string, message: string): GraphQLError {
  return new GraphQLError(`Invalid argument "${argumentName}": ${message}`, {
    extensions: { code: ApolloServerErrorCode.BAD_USER_INPUT, argumentName },
  });
}
