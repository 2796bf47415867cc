import type { MangaStatus } from "../../../../server/src/generated/prisma/enums.ts";
import type { GenreSlug } from "../genres.ts";

/** The hand-written part of a title; dates, numbers and people are generated (see ../../title-profiles.ts). */
export interface TitleData {
  title: string;
  /** a romanized Japanese-style alternative title */
  altTitle: string;
  /** one to four genres */
  genres: GenreSlug[];
  status: MangaStatus;
  description: string;
  /** position in the home hero carousel */
  featuredRank?: 1 | 2 | 3;
  /** an old giant with more than 200 chapters */
  longRunning?: true;
}
