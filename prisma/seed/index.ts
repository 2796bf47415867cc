// The seed command Prisma runs (`prisma db seed`, and `prisma migrate reset` after resetting):
// seeds the database at DATABASE_URL with data leading up to the present moment. `pnpm db:seed`
// calls seed() through server/src/database/cli.ts, which also covers the embedded database.

import { createDb } from "../../server/src/lib/db.ts";
import { seed } from "./seed.ts";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error(
    "DATABASE_URL is not set: point it at the database to seed, e.g. postgresql://postgres@127.0.0.1:5432/inkpanel",
  );
  process.exit(1);
}

const db = createDb({ connectionString });
const startedAt = performance.now();
try {
  await seed(db, { now: new Date() });
  const [titles, chapters, pages, posts, readers] = await Promise.all([
    db.manga.count(),
    db.chapter.count(),
    db.page.count(),
    db.blogPost.count(),
    db.user.count(),
  ]);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Seeded in ${seconds} s: ${titles} titles, ${chapters} chapters, ${pages} pages, ${posts} blog posts, ${readers} users.`,
  );
} finally {
  await db.$disconnect();
}
