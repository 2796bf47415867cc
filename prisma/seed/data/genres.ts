// The 17 genres of the catalogue (product spec, section 9).

export interface GenreData {
  slug: string;
  name: string;
  description: string;
}

export const genres = [
  {
    slug: "action",
    name: "Action",
    description: "Fights, chases and stakes that keep the pages turning.",
  },
  {
    slug: "adventure",
    name: "Adventure",
    description: "Journeys into the unknown, with maps, rivals and far horizons.",
  },
  {
    slug: "comedy",
    name: "Comedy",
    description: "Gags, banter and misunderstandings that earn a laugh per page.",
  },
  {
    slug: "drama",
    name: "Drama",
    description: "People under pressure, choices that cost something, and feelings left raw.",
  },
  {
    slug: "fantasy",
    name: "Fantasy",
    description: "Invented worlds with their own kingdoms, creatures and rules.",
  },
  {
    slug: "horror",
    name: "Horror",
    description: "Dread that builds panel by panel, and things better left unopened.",
  },
  {
    slug: "magic",
    name: "Magic",
    description: "Spellcraft, academies and the price every incantation demands.",
  },
  {
    slug: "mecha",
    name: "Mecha",
    description: "Giant machines, the pilots inside them and the wars they are built for.",
  },
  {
    slug: "mystery",
    name: "Mystery",
    description: "Clues, locked rooms and detectives who cannot leave a question alone.",
  },
  {
    slug: "romance",
    name: "Romance",
    description: "Love stories, from first glances to hard-won confessions.",
  },
  {
    slug: "school",
    name: "School",
    description: "Classrooms, clubs and festivals: life between the school bells.",
  },
  {
    slug: "sci-fi",
    name: "Sci-Fi",
    description: "Starships, strange science and futures near and far.",
  },
  {
    slug: "slice-of-life",
    name: "Slice of Life",
    description: "Quiet days, small joys and the warmth of everyday routines.",
  },
  {
    slug: "sports",
    name: "Sports",
    description: "Training arcs, rival teams and the last seconds of the big match.",
  },
  {
    slug: "supernatural",
    name: "Supernatural",
    description: "Spirits, curses and the world that hides just behind ours.",
  },
  {
    slug: "thriller",
    name: "Thriller",
    description: "Tension, conspiracies and a clock that never stops ticking.",
  },
  {
    slug: "cyberpunk",
    name: "Cyberpunk",
    description: "Neon cities, chrome bodies and hackers against the corporations.",
  },
] as const satisfies readonly GenreData[];

export type GenreSlug = (typeof genres)[number]["slug"];
