-- A narrow copy of each title's searchText, so that a search's totalCount counts its matches
-- without reading the wide title rows: "academy" matches 8,158 of 100,000 titles, and its count
-- rechecked each match in "Manga"'s heap (nearly every page of it). Kept from "Manga" by triggers,
-- as "Manga"."searchText" is kept from the title, the author and the alternative titles.
CREATE TABLE "MangaSearchText" (
    "mangaId" TEXT NOT NULL,
    "searchText" TEXT NOT NULL,

    CONSTRAINT "MangaSearchText_pkey" PRIMARY KEY ("mangaId")
);

ALTER TABLE "MangaSearchText" ADD CONSTRAINT "MangaSearchText_mangaId_fkey" FOREIGN KEY ("mangaId")
  REFERENCES "Manga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "MangaSearchText" ("mangaId", "searchText") SELECT "id", "searchText" FROM "Manga";

CREATE INDEX "MangaSearchText_searchText_trgm_idx" ON "MangaSearchText"
  USING GIN ("searchText" gin_trgm_ops);

-- New titles, a statement at a time (the large seed inserts thousands in one).
CREATE FUNCTION "copy_new_manga_search_texts"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "MangaSearchText" ("mangaId", "searchText") SELECT "id", "searchText" FROM new_rows;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Manga_insert_copies_search_text" AFTER INSERT ON "Manga"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "copy_new_manga_search_texts"();

-- A changed text, row by row: the condition skips the updates that leave it as it was (views,
-- ratings, the daily rollups) without calling the function.
CREATE FUNCTION "copy_manga_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MangaSearchText" SET "searchText" = NEW."searchText" WHERE "mangaId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Manga_update_copies_search_text" AFTER UPDATE ON "Manga"
  FOR EACH ROW WHEN (OLD."searchText" IS DISTINCT FROM NEW."searchText")
  EXECUTE FUNCTION "copy_manga_search_text"();
