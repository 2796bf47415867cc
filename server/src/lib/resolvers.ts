import type { Resolvers } from "../generated/graphql.ts";
import { DateTime } from "./date-time.ts";

export const resolvers: Resolvers = { DateTime };
