import { GraphQLError } from "graphql";
import type { User } from "../generated/prisma/client.ts";
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

/** The signed-in reader's row: UNAUTHENTICATED when signed out. */
export async function requireSignedIn(context: Context): Promise<User> {
  const { id } = requireViewer(context);
  const user = await context.db.user.findUnique({ where: { id } });
  // A session outlives nothing: a deleted reader's session is gone with them.
  if (!user) throw new Error(`The signed-in reader ${id} has no row`);
  return user;
}
