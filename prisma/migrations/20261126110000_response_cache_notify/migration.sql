-- Tells every server instance that the data under anonymous answers changed, so their response
-- caches stop serving what they kept (server/src/app/response-cache.ts). NOTIFY is sent when the
-- writing transaction commits, and once per transaction however many rows and tables it touched.
-- The tables are those public answers are made of; readers' own rows (sessions, progress, history,
-- notifications) and the view counters are not: views reach cached answers when the entry ages out
-- (a minute), as a CDN's copy would.
CREATE FUNCTION "notify_response_cache"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('response_cache', '');
  RETURN NULL;
END
$$;

-- Whole statements: one call for a bulk insert of many rows.
DO $$
DECLARE
  changed text;
BEGIN
  FOREACH changed IN ARRAY ARRAY['Genre', 'MangaAltTitle', 'MangaGenre', 'Page', 'BlogAuthor',
    'BlogTag', 'BlogPostTag', 'BlogLike', 'UserAvatar', 'Favorite', 'SavedManga', 'Review',
    'ReviewHelpful', 'Comment', 'Plan', 'Faq']
  LOOP
    EXECUTE format('CREATE TRIGGER "%s_notify_response_cache" AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "notify_response_cache"()', changed, changed);
  END LOOP;
  -- Titles, chapters, articles and readers: inserts and deletes whole, updates by what they change.
  FOREACH changed IN ARRAY ARRAY['Manga', 'Chapter', 'BlogPost', 'User']
  LOOP
    EXECUTE format('CREATE TRIGGER "%s_notify_response_cache" AFTER INSERT OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "notify_response_cache"()', changed, changed);
  END LOOP;
END
$$;

-- Recording a view updates a title's, chapter's or article's counters (and a new day rolls every
-- title's): those updates alone do not notify.
CREATE TRIGGER "Manga_update_notify_response_cache" AFTER UPDATE ON "Manga" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{views,weekViews,monthViews}'::text[])
    IS DISTINCT FROM (to_jsonb(NEW) - '{views,weekViews,monthViews}'::text[]))
  EXECUTE FUNCTION "notify_response_cache"();
CREATE TRIGGER "Chapter_update_notify_response_cache" AFTER UPDATE ON "Chapter" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views'))
  EXECUTE FUNCTION "notify_response_cache"();
CREATE TRIGGER "BlogPost_update_notify_response_cache" AFTER UPDATE ON "BlogPost" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views'))
  EXECUTE FUNCTION "notify_response_cache"();
-- A reader's public face: the name and profile shown beside reviews and comments.
CREATE TRIGGER "User_update_notify_response_cache" AFTER UPDATE ON "User" FOR EACH ROW
  WHEN ((OLD."name", OLD."bio", OLD."location", OLD."website")
    IS DISTINCT FROM (NEW."name", NEW."bio", NEW."location", NEW."website"))
  EXECUTE FUNCTION "notify_response_cache"();
