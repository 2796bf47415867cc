-- Tells every server instance that the genre list changed, so the copy each keeps in memory
-- (catalog/service.ts, keptGenres) is read again. Every change to it is a statement on "Genre":
-- the counts too, which the MangaGenre triggers update. NOTIFY is sent when the transaction
-- commits, once however many statements sent it.
CREATE FUNCTION "notify_genres"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('genres', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "Genre_notify_genres" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Genre"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_genres"();
