-- How the reader sizes a page, remembered per reader.
CREATE TYPE "ReaderFit" AS ENUM ('SCREEN', 'WIDTH', 'HEIGHT', 'ORIGINAL');

ALTER TABLE "User" ADD COLUMN "readerFit" "ReaderFit" NOT NULL DEFAULT 'SCREEN';
