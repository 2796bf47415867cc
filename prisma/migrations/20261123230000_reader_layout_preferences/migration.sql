-- Vertical mode's gap, width limit and auto-scroll speed, remembered per reader; auto-play is on
-- unless the reader turns it off (accounts made before keep what they have).
CREATE TYPE "ReaderGap" AS ENUM ('NONE', 'SMALL', 'LARGE');

CREATE TYPE "ReaderWidth" AS ENUM ('NARROW', 'MEDIUM', 'WIDE', 'FULL');

ALTER TABLE "User" ADD COLUMN     "readerGap" "ReaderGap" NOT NULL DEFAULT 'SMALL',
ADD COLUMN     "readerWidth" "ReaderWidth" NOT NULL DEFAULT 'MEDIUM',
ADD COLUMN     "autoScrollSpeed" INTEGER NOT NULL DEFAULT 80,
ALTER COLUMN "autoPlay" SET DEFAULT true;
