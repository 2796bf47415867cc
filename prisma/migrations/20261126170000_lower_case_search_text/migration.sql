-- searchText is kept lower-cased, so a search matches it with LIKE on the lower-cased pattern: the
-- same titles as ILIKE, without folding the case of every row the trigram index hands over. That
-- folding was most of a common word's count (8,158 of 100,000 titles rechecked for "academy").
CREATE OR REPLACE FUNCTION "manga_search_text"(manga_id text, title text, author text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(E'\n', title, author,
    (SELECT string_agg(a."title", E'\n' ORDER BY a."title") FROM "MangaAltTitle" AS a
     WHERE a."mangaId" = manga_id)))
$$;

UPDATE "Manga" SET "searchText" = lower("searchText");
