-- CreateTable
CREATE TABLE "PersistedQuery" (
    "key" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersistedQuery_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "PersistedQuery_createdAt_idx" ON "PersistedQuery"("createdAt");

