-- Scheduled chapters: a chapter whose releasedAt is ahead is not out yet, so a title's newest
-- chapter time counts only chapters already out. When a scheduled chapter's time comes, the
-- release job touches its releasedAt, which runs this refresh again (refreshReleasedChapter).
CREATE OR REPLACE FUNCTION "refresh_manga_derived_columns"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_ids text[];
  rollup_day date;
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    touched_ids := ARRAY[OLD."mangaId", NEW."mangaId"];
  ELSIF TG_OP = 'INSERT' THEN
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM new_rows);
  ELSE
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM old_rows);
  END IF;

  SELECT "day" INTO rollup_day FROM "PopularityDay" WHERE "id" = 1 FOR SHARE;
  rollup_day := COALESCE(rollup_day, CURRENT_DATE);

  -- Lock the titles first (in id order, so concurrent writers cannot deadlock): under READ COMMITTED
  -- the recount below then takes a fresh snapshot that includes every row committed before the lock
  -- was granted, so two concurrent inserts for one title both count. NO KEY UPDATE does not conflict
  -- with the KEY SHARE locks that foreign-key checks take on "Manga".
  PERFORM 1 FROM "Manga" WHERE "id" = ANY (touched_ids) ORDER BY "id" FOR NO KEY UPDATE;

  UPDATE "Manga" AS m
  SET
    "views" = COALESCE(
      (SELECT SUM(v."views") FROM "MangaDailyView" AS v WHERE v."mangaId" = m."id"), 0),
    "weekViews" = COALESCE((SELECT SUM(v."views") FROM "MangaDailyView" AS v
      WHERE v."mangaId" = m."id" AND v."day" >= rollup_day - 6), 0),
    "monthViews" = COALESCE((SELECT SUM(v."views") FROM "MangaDailyView" AS v
      WHERE v."mangaId" = m."id" AND v."day" >= rollup_day - 29), 0),
    "latestChapterAt" =
      (SELECT MAX(c."releasedAt") FROM "Chapter" AS c
        WHERE c."mangaId" = m."id" AND c."releasedAt" <= (now() AT TIME ZONE 'UTC'))
  WHERE m."id" = ANY (touched_ids);

  RETURN NULL;
END
$$;

-- Publishing: uploads, and the stored images of published pages and uploaded covers.
CREATE TYPE "UploadKind" AS ENUM ('CHAPTER_ARCHIVE', 'COVER_IMAGE');

ALTER TABLE "Page" ADD COLUMN "imageKey" TEXT;

ALTER TABLE "Manga" ADD COLUMN "coverKey" TEXT,
ADD COLUMN "coverWidth" INTEGER;

CREATE TABLE "Upload" (
    "id" TEXT NOT NULL,
    "kind" "UploadKind" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "uploaderId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "receivedAt" TIMESTAMP(3),
    "size" INTEGER,
    "contentType" TEXT,
    "consumedAt" TIMESTAMP(3),

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Upload_expiresAt_idx" ON "Upload"("expiresAt");

ALTER TABLE "Upload" ADD CONSTRAINT "Upload_uploaderId_fkey" FOREIGN KEY ("uploaderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
