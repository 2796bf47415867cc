-- Paged reading's single or double page, remembered per reader like the fit.
-- CreateEnum
CREATE TYPE "ReaderLayout" AS ENUM ('SINGLE', 'DOUBLE');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "readerLayout" "ReaderLayout" NOT NULL DEFAULT 'SINGLE';
