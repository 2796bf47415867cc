import { joseiTitles } from "./josei.ts";
import { seinenTitles } from "./seinen.ts";
import { shoujoTitles } from "./shoujo.ts";
import { shounenTitles } from "./shounen.ts";
import type { TitleData } from "./types.ts";

export type { TitleData } from "./types.ts";

export type Demographic = "Shounen" | "Seinen" | "Shoujo" | "Josei";

export interface CatalogTitle extends TitleData {
  demographic: Demographic;
}

// The files group titles by their readership, which is also where they are serialized.
const byDemographic: Record<Demographic, TitleData[]> = {
  Shounen: shounenTitles,
  Seinen: seinenTitles,
  Shoujo: shoujoTitles,
  Josei: joseiTitles,
};

export const catalogTitles: CatalogTitle[] = Object.entries(byDemographic).flatMap(
  ([demographic, titles]) =>
    titles.map((title) => ({ ...title, demographic: demographic as Demographic })),
);
