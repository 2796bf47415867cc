import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 6.19 resolves the schema's url even for `generate`, and without one it tries to download a
// native engine. Generating needs no database, so a placeholder is enough when none is set.
process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postgres";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(import.meta.dirname, "schema.prisma"),
  migrations: {
    path: path.join(import.meta.dirname, "migrations"),
  },
  adapter: async () => {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PrismaPg({ connectionString: process.env.DATABASE_URL });
  },
});
