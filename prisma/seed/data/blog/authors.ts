// The blog's invented writers.

export interface BlogAuthorData {
  slug: string;
  name: string;
  bio: string;
  twitter: string;
  instagram: string;
}

export const blogAuthors = [
  {
    slug: "rina-ashford",
    name: "Rina Ashford",
    bio: "Editor-in-chief of the Inkpanel blog. Reads shoujo on the train, seinen after midnight and everything else in between.",
    twitter: "rina_reads_ink",
    instagram: "rina.inkpanel",
  },
  {
    slug: "daniel-okoye",
    name: "Daniel Okoye",
    bio: "Reviews action and sci-fi series and keeps a spreadsheet of every fight scene he has ever loved.",
    twitter: "dan_panels",
    instagram: "dan.draws.lines",
  },
  {
    slug: "haruka-ishino",
    name: "Haruka Ishino",
    bio: "Former bookshop manager and translator-in-training; writes about craft, history and the people behind the pages.",
    twitter: "haruka_inkwell",
    instagram: "haruka.ishino.reads",
  },
  {
    slug: "marco-velasquez",
    name: "Marco Velasquez",
    bio: "Community lead at Inkpanel. Runs the weekly discussion threads and has opinions about every sports manga ending.",
    twitter: "marco_on_panels",
    instagram: "marco.velasquez.ink",
  },
  {
    slug: "yui-hollander",
    name: "Yui Hollander",
    bio: "Product writer for Inkpanel's guides. Happiest explaining a feature in fewer words than it took to build.",
    twitter: "yui_guides",
    instagram: "yui.hollander",
  },
] as const satisfies readonly BlogAuthorData[];

export type BlogAuthorSlug = (typeof blogAuthors)[number]["slug"];
