-- Who viewed what this hour, so a chapter or article view counts once per visitor and hour
-- however many requests ask (server/src/lib/view-counting.ts). Rows past the hour are pruned.
CREATE TABLE "RecordedView" (
    "visitor" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RecordedView_pkey" PRIMARY KEY ("visitor", "kind", "itemId", "hour")
);

CREATE INDEX "RecordedView_hour_idx" ON "RecordedView"("hour");
