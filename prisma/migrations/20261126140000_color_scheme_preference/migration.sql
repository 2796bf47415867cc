-- The reader's colour scheme, saved with the account like the theme, so pages are rendered in it.
CREATE TYPE "ColorScheme" AS ENUM ('DEFAULT', 'BLUE', 'GREEN', 'PURPLE', 'ORANGE', 'RED');

ALTER TABLE "User" ADD COLUMN "colorScheme" "ColorScheme" NOT NULL DEFAULT 'DEFAULT';
