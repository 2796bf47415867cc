import type { Role } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";

export const roles: readonly Role[] = ["READER", "MODERATOR", "ADMIN"];

/** Gives the reader with this e-mail address the role; throws a message for the command line. */
export async function setRole(db: Db, email: string, role: string): Promise<void> {
  if (!roles.includes(role as Role))
    throw new Error(`The role must be one of ${roles.join(", ")}.`);
  const { count } = await db.user.updateMany({
    where: { email: email.trim().toLowerCase() },
    data: { role: role as Role },
  });
  if (count === 0) throw new Error(`There is no reader with the address ${email}.`);
}
