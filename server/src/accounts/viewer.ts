import { GraphQLError } from "graphql";
import type { Context, Viewer } from "../lib/context.ts";

/** The signed-in reader, or an UNAUTHENTICATED error for actions that need one. */
export function requireViewer({ viewer }: Pick<Context, "viewer">): Viewer {
  if (!viewer) {
    throw new GraphQLError("You need to sign in first.", {
      extensions: { code: "UNAUTHENTICATED" },
    });
  }
  return viewer;
}
