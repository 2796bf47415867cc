-- Search by relevance goes tier by tier (server/src/catalog/search-relevance.ts); a tier whose
-- matches are few is found through an index of its own: the title's prefix (sortTitle is
-- lower(title); text_pattern_ops serves LIKE 'prefix%' whatever the collation), and the trigrams
-- of the title, the author and the alternative titles.
CREATE INDEX "Manga_sortTitle_pattern_idx" ON "Manga" ("sortTitle" text_pattern_ops);
CREATE INDEX "Manga_title_trgm_idx" ON "Manga" USING GIN ("title" gin_trgm_ops);
CREATE INDEX "Manga_author_trgm_idx" ON "Manga" USING GIN ("author" gin_trgm_ops);
CREATE INDEX "MangaAltTitle_title_trgm_idx" ON "MangaAltTitle" USING GIN ("title" gin_trgm_ops);
