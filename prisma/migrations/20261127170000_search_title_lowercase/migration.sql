-- Search's "within the title" tier matches the lower-cased title (sortTitle) with LIKE rather than
-- the title with ILIKE, which lower-cased each row it read (a common word reads a few hundred rows
-- of the views index to fill its page): its trigram index, for words few titles have, moves along.
DROP INDEX "Manga_title_trgm_idx";
CREATE INDEX "Manga_sortTitle_trgm_idx" ON "Manga" USING GIN ("sortTitle" gin_trgm_ops);
