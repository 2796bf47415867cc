import type { User } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { requireSignedIn } from "../accounts/viewer.ts";
import { forbidden } from "../lib/errors.ts";

/** ADMIN: UNAUTHENTICATED when signed out, FORBIDDEN for anyone else. */
export async function requireAdmin(context: Context): Promise<User> {
  const user = await requireSignedIn(context);
  if (user.role !== "ADMIN") throw forbidden("Only admins may publish.");
  return user;
}
