-- The home page's "Highest Rated" band (popular by RATING this week) in its order by index: with the
-- rating index alone, the titles tied at the top rating (849 of 100,000 at 10.0 in the large
-- library) were all read and sorted by their week's views for 8 of them.
CREATE INDEX "Manga_rating_weekViews_id_idx" ON "Manga"("rating" DESC, "weekViews" DESC, "id");
