import path from "node:path";
import { defineConfig } from "prisma/config";

const databaseUrl = process.env.DATABASE_URL;
// Prisma 6.19 resolves the schema's url even for `generate`, and without one it tries to download a
// native engine. Generating needs no database, so a placeholder is enough when none is set.
process.env.DATABASE_URL ??= "postgresql://placeholder.invalid/unused";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(import.meta.dirname, "schema.prisma"),
  migrations: {
    path: path.join(import.meta.dirname, "migrations"),
    seed: "tsx prisma/seed/index.ts",
  },
  // Every migrate and db command runs the WASM schema engine over this adapter (no native engine).
  adapter: async () => {
    if (!databaseUrl) {
      throw new Error(
        "DATABASE_URL is not set. Set it, or use `pnpm db:migrate`, which without it acts on the embedded database.",
      );
    }
    const { MigrationAdapter } = await import("./migration-adapter.ts");
    return new MigrationAdapter(databaseUrl);
  },
});
