-- Persisted queries expire 30 days after their last use rather than their registration, and the
-- store's total size is capped by evicting those used longest ago: both go by lastUsedAt.
ALTER TABLE "PersistedQuery" ADD COLUMN "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "PersistedQuery" SET "lastUsedAt" = "createdAt";
DROP INDEX "PersistedQuery_createdAt_idx";
CREATE INDEX "PersistedQuery_lastUsedAt_idx" ON "PersistedQuery"("lastUsedAt");
