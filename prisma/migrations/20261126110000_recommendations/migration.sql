-- Recommendations: each title's nearest titles by what readers do (rebuilt by a job), and the
-- titles a reader dismissed ("not interested").
-- CreateTable
CREATE TABLE "MangaNeighbor" (
    "mangaId" TEXT NOT NULL,
    "neighborId" TEXT NOT NULL,
    "similarity" DOUBLE PRECISION NOT NULL,
    "rank" INTEGER NOT NULL,

    CONSTRAINT "MangaNeighbor_pkey" PRIMARY KEY ("mangaId","neighborId")
);

-- CreateTable
CREATE TABLE "DismissedRecommendation" (
    "userId" TEXT NOT NULL,
    "mangaId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DismissedRecommendation_pkey" PRIMARY KEY ("userId","mangaId")
);

-- CreateIndex
CREATE INDEX "MangaNeighbor_mangaId_rank_idx" ON "MangaNeighbor"("mangaId", "rank");

-- CreateIndex
CREATE INDEX "MangaNeighbor_neighborId_idx" ON "MangaNeighbor"("neighborId");

-- CreateIndex
CREATE INDEX "DismissedRecommendation_mangaId_idx" ON "DismissedRecommendation"("mangaId");

-- AddForeignKey
ALTER TABLE "MangaNeighbor" ADD CONSTRAINT "MangaNeighbor_mangaId_fkey" FOREIGN KEY ("mangaId") REFERENCES "Manga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MangaNeighbor" ADD CONSTRAINT "MangaNeighbor_neighborId_fkey" FOREIGN KEY ("neighborId") REFERENCES "Manga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DismissedRecommendation" ADD CONSTRAINT "DismissedRecommendation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DismissedRecommendation" ADD CONSTRAINT "DismissedRecommendation_mangaId_fkey" FOREIGN KEY ("mangaId") REFERENCES "Manga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

