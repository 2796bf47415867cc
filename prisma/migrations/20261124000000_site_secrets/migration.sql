-- Secrets the server makes for itself (the digest's unsubscribe links are signed with one), so
-- that no public default signs anything.
CREATE TABLE "SiteSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "SiteSecret_pkey" PRIMARY KEY ("name")
);
