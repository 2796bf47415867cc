-- The popular page's "Most Followers" order reads each title's followers (its SavedManga rows)
-- from a column kept by triggers, by an index, instead of counting every title's saves for each
-- request (184 ms on 100,000 titles). Triggers are the only writers of the column.

-- AlterTable
ALTER TABLE "Manga" ADD COLUMN     "followerCount" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "refresh_manga_follower_counts"() RETURNS trigger
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
  -- Locked in id order first, as refresh_genre_manga_counts does: two statements saving the same
  -- titles then wait for each other instead of deadlocking.
  PERFORM 1 FROM "Manga" WHERE "id" = ANY (touched_ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "Manga" AS m
  SET "followerCount" = (SELECT count(*) FROM "SavedManga" AS s WHERE s."mangaId" = m."id")
  WHERE m."id" = ANY (touched_ids);
  RETURN NULL;
END
$$;

UPDATE "Manga" AS m
SET "followerCount" = (SELECT count(*) FROM "SavedManga" AS s WHERE s."mangaId" = m."id")
WHERE EXISTS (SELECT 1 FROM "SavedManga" AS s WHERE s."mangaId" = m."id");

CREATE TRIGGER "SavedManga_insert_refreshes_followers" AFTER INSERT ON "SavedManga"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_follower_counts"();
CREATE TRIGGER "SavedManga_update_refreshes_followers" AFTER UPDATE ON "SavedManga"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_follower_counts"();
CREATE TRIGGER "SavedManga_delete_refreshes_followers" AFTER DELETE ON "SavedManga"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "refresh_manga_follower_counts"();

-- CreateIndex
CREATE INDEX "Manga_followerCount_id_idx" ON "Manga"("followerCount" DESC, "id");
