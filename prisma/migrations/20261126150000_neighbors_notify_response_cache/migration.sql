-- "Readers of this also read" is part of a title's public answer: a refresh of the neighbours
-- (the nightly job or `pnpm recs:refresh`) tells the instances' response caches, like any other
-- table public answers are made of (20261126110000_response_cache_notify).
CREATE TRIGGER "MangaNeighbor_notify_response_cache" AFTER INSERT OR UPDATE OR DELETE ON "MangaNeighbor"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_response_cache"();
