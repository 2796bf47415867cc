-- Manga.views (sum of its MangaDailyView.views) and Manga.latestChapterAt (newest Chapter.releasedAt)
-- are stored so that popularity and recency sort and page by index. These triggers are their only
-- writers. Inserts and deletes fire once per statement, so a createMany of thousands of rows refreshes
-- each title once. Updates fire per row, and only when a column they depend on changed: Postgres allows
-- no column list on a trigger with transition tables, and chapters' view counts change on every read.

CREATE FUNCTION "refresh_manga_derived_columns"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_ids text[];
BEGIN
  -- Each branch reads only what its trigger has: the row, or the statement's transition table.
  IF TG_LEVEL = 'ROW' THEN
    touched_ids := ARRAY[OLD."mangaId", NEW."mangaId"];
  ELSIF TG_OP = 'INSERT' THEN
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM new_rows);
  ELSE
    touched_ids := ARRAY(SELECT DISTINCT "mangaId" FROM old_rows);
  END IF;

  -- Lock the titles first (in id order, so concurrent writers cannot deadlock): under READ COMMITTED
  -- the recount below then takes a fresh snapshot that includes every row committed before the lock
  -- was granted, so two concurrent inserts for one title both count. NO KEY UPDATE does not conflict
  -- with the KEY SHARE locks that foreign-key checks take on "Manga".
  PERFORM 1 FROM "Manga" WHERE "id" = ANY (touched_ids) ORDER BY "id" FOR NO KEY UPDATE;

  UPDATE "Manga" AS m
  SET
    "views" = COALESCE(
      (SELECT SUM(v."views") FROM "MangaDailyView" AS v WHERE v."mangaId" = m."id"), 0),
    "latestChapterAt" =
      (SELECT MAX(c."releasedAt") FROM "Chapter" AS c WHERE c."mangaId" = m."id")
  WHERE m."id" = ANY (touched_ids);

  RETURN NULL;
END
$$;

CREATE TRIGGER "MangaDailyView_insert_refreshes_manga" AFTER INSERT ON "MangaDailyView"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_derived_columns"();
CREATE TRIGGER "MangaDailyView_update_refreshes_manga" AFTER UPDATE OF "mangaId", "views" ON "MangaDailyView"
  FOR EACH ROW
  WHEN (OLD."mangaId" IS DISTINCT FROM NEW."mangaId" OR OLD."views" IS DISTINCT FROM NEW."views")
  EXECUTE FUNCTION "refresh_manga_derived_columns"();
CREATE TRIGGER "MangaDailyView_delete_refreshes_manga" AFTER DELETE ON "MangaDailyView"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_derived_columns"();

CREATE TRIGGER "Chapter_insert_refreshes_manga" AFTER INSERT ON "Chapter"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_derived_columns"();
CREATE TRIGGER "Chapter_update_refreshes_manga" AFTER UPDATE OF "mangaId", "releasedAt" ON "Chapter"
  FOR EACH ROW
  WHEN (OLD."mangaId" IS DISTINCT FROM NEW."mangaId" OR OLD."releasedAt" IS DISTINCT FROM NEW."releasedAt")
  EXECUTE FUNCTION "refresh_manga_derived_columns"();
CREATE TRIGGER "Chapter_delete_refreshes_manga" AFTER DELETE ON "Chapter"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_derived_columns"();
