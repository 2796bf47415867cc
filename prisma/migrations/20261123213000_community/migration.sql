-- CreateEnum
CREATE TYPE "Role" AS ENUM ('READER', 'MODERATOR', 'ADMIN');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "role" "Role" NOT NULL DEFAULT 'READER';

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "mangaId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "body" TEXT,
    "containsSpoilers" BOOLEAN NOT NULL DEFAULT false,
    "helpfulCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewHelpful" (
    "reviewId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewHelpful_pkey" PRIMARY KEY ("reviewId","userId")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" TEXT NOT NULL,
    "postId" TEXT,
    "chapterId" TEXT,
    "parentId" TEXT,
    "authorId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommentReport" (
    "id" TEXT NOT NULL,
    "commentId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommentReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Review_mangaId_rating_idx" ON "Review"("mangaId", "rating");

-- CreateIndex
CREATE INDEX "Review_mangaId_createdAt_idx" ON "Review"("mangaId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Review_userId_mangaId_key" ON "Review"("userId", "mangaId");

-- CreateIndex
CREATE INDEX "ReviewHelpful_userId_idx" ON "ReviewHelpful"("userId");

-- CreateIndex
CREATE INDEX "Comment_postId_parentId_createdAt_idx" ON "Comment"("postId", "parentId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_chapterId_parentId_createdAt_idx" ON "Comment"("chapterId", "parentId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_parentId_createdAt_idx" ON "Comment"("parentId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_authorId_idx" ON "Comment"("authorId");

-- CreateIndex
CREATE INDEX "CommentReport_createdAt_idx" ON "CommentReport"("createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "CommentReport_commentId_reporterId_key" ON "CommentReport"("commentId", "reporterId");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_mangaId_fkey" FOREIGN KEY ("mangaId") REFERENCES "Manga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewHelpful" ADD CONSTRAINT "ReviewHelpful_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewHelpful" ADD CONSTRAINT "ReviewHelpful_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BlogPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_chapterId_fkey" FOREIGN KEY ("chapterId") REFERENCES "Chapter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommentReport" ADD CONSTRAINT "CommentReport_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommentReport" ADD CONSTRAINT "CommentReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Manga.rating (mean of Review.rating, one decimal) and Manga.ratingCount are stored so that rating
-- sorts and filters by index. This trigger is their only writer, in the transaction of each change to
-- Review, with the same lock-then-recount pattern as refresh_manga_derived_columns (see that migration).
CREATE FUNCTION "refresh_manga_rating"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_ids text[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    touched_ids := ARRAY[OLD."mangaId", NEW."mangaId"];
  ELSIF TG_OP = 'INSERT' THEN
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM new_rows);
  ELSE
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM old_rows);
  END IF;

  PERFORM 1 FROM "Manga" WHERE "id" = ANY (touched_ids) ORDER BY "id" FOR NO KEY UPDATE;

  UPDATE "Manga" AS m
  SET ("rating", "ratingCount") = (
    SELECT COALESCE(ROUND(AVG(r."rating"), 1), 0)::double precision, COUNT(*)::int
    FROM "Review" AS r WHERE r."mangaId" = m."id")
  WHERE m."id" = ANY (touched_ids);

  RETURN NULL;
END
$$;

CREATE TRIGGER "Review_insert_refreshes_rating" AFTER INSERT ON "Review"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_rating"();
CREATE TRIGGER "Review_update_refreshes_rating" AFTER UPDATE OF "mangaId", "rating" ON "Review"
  FOR EACH ROW
  WHEN (OLD."mangaId" IS DISTINCT FROM NEW."mangaId" OR OLD."rating" IS DISTINCT FROM NEW."rating")
  EXECUTE FUNCTION "refresh_manga_rating"();
CREATE TRIGGER "Review_delete_refreshes_rating" AFTER DELETE ON "Review"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_rating"();

-- Review.helpfulCount follows its ReviewHelpful rows. Row-level increments are safe under
-- concurrency (each takes the review's row lock), and a cascade from a deleted review is a no-op.
CREATE FUNCTION "count_review_helpful"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Review" SET "helpfulCount" = "helpfulCount" + 1 WHERE "id" = NEW."reviewId";
  ELSE
    UPDATE "Review" SET "helpfulCount" = "helpfulCount" - 1 WHERE "id" = OLD."reviewId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "ReviewHelpful_counts" AFTER INSERT OR DELETE ON "ReviewHelpful"
  FOR EACH ROW EXECUTE FUNCTION "count_review_helpful"();

-- Ratings now come only from Review rows: the numbers an earlier seed typed in are not ratings.
UPDATE "Manga" SET "rating" = 0, "ratingCount" = 0;

-- Rules Prisma's schema cannot state.
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_range" CHECK ("rating" BETWEEN 1 AND 10);
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_one_target" CHECK (num_nonnulls("postId", "chapterId") = 1);
