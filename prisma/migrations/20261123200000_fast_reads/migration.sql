-- Reads that stay fast on a large library: every MangaSort orders by a plain indexed column, weekly
-- and monthly popularity are rollups instead of sums at request time, search filters through one
-- trigram index, and genre counts are stored. Triggers are the only writers of these columns.

-- DropIndex: replaced by the sort keys and searchText below
DROP INDEX "Manga_author_trgm_idx";
DROP INDEX "Manga_latestChapterAt_id_idx";
DROP INDEX "Manga_releaseYear_id_idx";
DROP INDEX "Manga_title_trgm_idx";
DROP INDEX "MangaAltTitle_title_trgm_idx";

-- AlterTable
ALTER TABLE "Genre" ADD COLUMN     "mangaCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Manga" ADD COLUMN     "monthViews" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sortLatestChapterAt" TIMESTAMP(3) NOT NULL DEFAULT '1970-01-01 00:00:00'::timestamp without time zone,
ADD COLUMN     "sortTitle" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sortYear" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "weekViews" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "PopularityDay" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "day" DATE NOT NULL,

    CONSTRAINT "PopularityDay_pkey" PRIMARY KEY ("id")
);
INSERT INTO "PopularityDay" ("id", "day") VALUES (1, CURRENT_DATE);

---------------------------------------------------------------- sort keys and search text

CREATE FUNCTION "manga_search_text"(manga_id text, title text, author text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n', title, author,
    (SELECT string_agg(a."title", E'\n' ORDER BY a."title") FROM "MangaAltTitle" AS a
     WHERE a."mangaId" = manga_id))
$$;

CREATE FUNCTION "set_manga_sort_keys"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."sortTitle" := lower(NEW."title");
  NEW."sortYear" := COALESCE(NEW."releaseYear", 0);
  NEW."sortLatestChapterAt" := COALESCE(NEW."latestChapterAt", '1970-01-01'::timestamp);
  NEW."searchText" := "manga_search_text"(NEW."id", NEW."title", NEW."author");
  RETURN NEW;
END
$$;

UPDATE "Manga" SET
  "sortTitle" = lower("title"),
  "sortYear" = COALESCE("releaseYear", 0),
  "sortLatestChapterAt" = COALESCE("latestChapterAt", '1970-01-01'::timestamp),
  "searchText" = "manga_search_text"("id", "title", "author");

CREATE TRIGGER "Manga_sets_sort_keys" BEFORE INSERT OR UPDATE OF "title", "author", "releaseYear", "latestChapterAt"
  ON "Manga" FOR EACH ROW EXECUTE FUNCTION "set_manga_sort_keys"();

CREATE FUNCTION "refresh_manga_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM old_rows);
  ELSE
    touched_ids := ARRAY(SELECT "mangaId" FROM old_rows UNION SELECT "mangaId" FROM new_rows);
  END IF;
  UPDATE "Manga" SET "searchText" = "manga_search_text"("id", "title", "author")
  WHERE "id" = ANY (touched_ids);
  RETURN NULL;
END
$$;

CREATE TRIGGER "MangaAltTitle_insert_refreshes_search" AFTER INSERT ON "MangaAltTitle"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_search_text"();
CREATE TRIGGER "MangaAltTitle_update_refreshes_search" AFTER UPDATE ON "MangaAltTitle"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_search_text"();
CREATE TRIGGER "MangaAltTitle_delete_refreshes_search" AFTER DELETE ON "MangaAltTitle"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_search_text"();

---------------------------------------------------------------- weekly and monthly rollups

-- The existing refresh of Manga.views and latestChapterAt now also keeps the rollups of the titles
-- whose views change. It reads PopularityDay under a share lock taken before the titles' locks, in
-- the same order as roll_popularity, so a view recorded while the day rolls waits for the roll.
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
      (SELECT MAX(c."releasedAt") FROM "Chapter" AS c WHERE c."mangaId" = m."id")
  WHERE m."id" = ANY (touched_ids);

  RETURN NULL;
END
$$;

-- Moves the rollups to count back from `target` (the first request of a new day calls it; a call for
-- the day they already count from does nothing). True when it moved them.
CREATE FUNCTION "roll_popularity"(target date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  rolled_to date;
BEGIN
  SELECT "day" INTO rolled_to FROM "PopularityDay" WHERE "id" = 1 FOR UPDATE;
  IF rolled_to = target THEN
    RETURN false;
  END IF;
  UPDATE "PopularityDay" SET "day" = target WHERE "id" = 1;
  UPDATE "Manga" AS m SET "weekViews" = s.week, "monthViews" = s.month
  FROM (
    SELECT t."id",
      COALESCE(SUM(v."views") FILTER (WHERE v."day" >= target - 6), 0)::int AS week,
      COALESCE(SUM(v."views"), 0)::int AS month
    FROM "Manga" AS t
    LEFT JOIN "MangaDailyView" AS v ON v."mangaId" = t."id" AND v."day" >= target - 29
    GROUP BY t."id"
  ) AS s
  WHERE m."id" = s."id" AND (m."weekViews" <> s.week OR m."monthViews" <> s.month);
  RETURN true;
END
$$;

UPDATE "PopularityDay" SET "day" = '1970-01-01';
SELECT "roll_popularity"(CURRENT_DATE);

---------------------------------------------------------------- genre counts

CREATE FUNCTION "refresh_genre_manga_counts"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched_ids := ARRAY(SELECT DISTINCT "genreId" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    touched_ids := ARRAY(SELECT DISTINCT "genreId" FROM old_rows);
  ELSE
    touched_ids := ARRAY(SELECT "genreId" FROM old_rows UNION SELECT "genreId" FROM new_rows);
  END IF;
  -- Locked first for the same reason as in refresh_manga_derived_columns.
  PERFORM 1 FROM "Genre" WHERE "id" = ANY (touched_ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "Genre" AS g
  SET "mangaCount" = (SELECT count(*) FROM "MangaGenre" AS mg WHERE mg."genreId" = g."id")
  WHERE g."id" = ANY (touched_ids);
  RETURN NULL;
END
$$;

UPDATE "Genre" AS g
SET "mangaCount" = (SELECT count(*) FROM "MangaGenre" AS mg WHERE mg."genreId" = g."id");

CREATE TRIGGER "MangaGenre_insert_refreshes_genre" AFTER INSERT ON "MangaGenre"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_genre_manga_counts"();
CREATE TRIGGER "MangaGenre_update_refreshes_genre" AFTER UPDATE ON "MangaGenre"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_genre_manga_counts"();
CREATE TRIGGER "MangaGenre_delete_refreshes_genre" AFTER DELETE ON "MangaGenre"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_genre_manga_counts"();

---------------------------------------------------------------- indexes

-- CreateIndex
CREATE INDEX "Genre_mangaCount_name_idx" ON "Genre"("mangaCount" DESC, "name");

-- CreateIndex
CREATE INDEX "Manga_sortTitle_id_idx" ON "Manga"("sortTitle", "id");

-- CreateIndex
CREATE INDEX "Manga_sortYear_id_idx" ON "Manga"("sortYear" DESC, "id");

-- CreateIndex
CREATE INDEX "Manga_sortLatestChapterAt_id_idx" ON "Manga"("sortLatestChapterAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Manga_weekViews_id_idx" ON "Manga"("weekViews" DESC, "id");

-- CreateIndex
CREATE INDEX "Manga_monthViews_id_idx" ON "Manga"("monthViews" DESC, "id");

-- CreateIndex
CREATE INDEX "Manga_searchText_trgm_idx" ON "Manga" USING GIN ("searchText" gin_trgm_ops);
