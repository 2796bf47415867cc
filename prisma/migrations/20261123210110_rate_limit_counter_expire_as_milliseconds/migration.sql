-- rate-limiter-flexible's PostgreSQL store keeps a window's end as milliseconds since 1970, and
-- spends a budget in one statement (INSERT ... ON CONFLICT) where its Prisma store needed two.
-- Column order stays key, points, expire: the store inserts by position.
ALTER TABLE "RateLimitCounter"
  ALTER COLUMN "expire" TYPE BIGINT USING (EXTRACT(EPOCH FROM "expire") * 1000)::BIGINT;
