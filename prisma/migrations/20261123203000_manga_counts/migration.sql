-- Kept counts of titles per status, overall (genreId '') and per genre: the library's totalCount
-- for no filter, statuses, one genre, or one genre and statuses is a sum of a few of these rows.

-- CreateTable
CREATE TABLE "MangaCount" (
    "genreId" TEXT NOT NULL,
    "status" "MangaStatus" NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "MangaCount_pkey" PRIMARY KEY ("genreId","status")
);

-- Recounts the rows of the given genres ('' for the overall ones). One writer at a time: after the
-- lock, the counts below take a fresh snapshot that includes every title committed before.
CREATE FUNCTION "recount_mangas"(genre_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('MangaCount'));
  DELETE FROM "MangaCount" WHERE "genreId" = ANY (genre_ids);
  INSERT INTO "MangaCount" ("genreId", "status", "count")
  SELECT '', m."status", count(*) FROM "Manga" AS m WHERE '' = ANY (genre_ids) GROUP BY m."status"
  UNION ALL
  SELECT mg."genreId", m."status", count(*)
  FROM "MangaGenre" AS mg JOIN "Manga" AS m ON m."id" = mg."mangaId"
  WHERE mg."genreId" = ANY (genre_ids)
  GROUP BY mg."genreId", m."status";
END
$$;

CREATE FUNCTION "refresh_manga_counts"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Manga' AND TG_LEVEL = 'STATEMENT' THEN
    -- a title added or removed (its genre links are removed by their own trigger)
    PERFORM "recount_mangas"(ARRAY['']);
  ELSIF TG_TABLE_NAME = 'Manga' THEN
    -- a title's status changed
    PERFORM "recount_mangas"(ARRAY[''] ||
      ARRAY(SELECT "genreId" FROM "MangaGenre" WHERE "mangaId" = NEW."id"));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "recount_mangas"(ARRAY(SELECT DISTINCT "genreId" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "recount_mangas"(ARRAY(SELECT DISTINCT "genreId" FROM old_rows));
  ELSE
    PERFORM "recount_mangas"(ARRAY(SELECT "genreId" FROM old_rows UNION SELECT "genreId" FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;

SELECT "recount_mangas"(ARRAY[''] || ARRAY(SELECT "id" FROM "Genre"));

CREATE TRIGGER "Manga_insert_refreshes_counts" AFTER INSERT ON "Manga"
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_counts"();
CREATE TRIGGER "Manga_delete_refreshes_counts" AFTER DELETE ON "Manga"
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_counts"();
CREATE TRIGGER "Manga_status_refreshes_counts" AFTER UPDATE OF "status" ON "Manga"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "refresh_manga_counts"();

CREATE TRIGGER "MangaGenre_insert_refreshes_counts" AFTER INSERT ON "MangaGenre"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_counts"();
CREATE TRIGGER "MangaGenre_update_refreshes_counts" AFTER UPDATE ON "MangaGenre"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_counts"();
CREATE TRIGGER "MangaGenre_delete_refreshes_counts" AFTER DELETE ON "MangaGenre"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_counts"();
