import type { UiText } from "../../lib/ui-text.tsx";

export interface FooterLink {
  /** its label in `UiText.footer.links` */
  label: keyof UiText["footer"]["links"];
  href: string;
}

export interface FooterColumn {
  title: keyof UiText["footer"]["columns"];
  links: FooterLink[];
}

/** A page of the site at its own name: `/browse` for `browse`. */
const page = (label: FooterLink["label"]): FooterLink => ({ label, href: `/${label}` });

const genre = (label: FooterLink["label"], name: string): FooterLink => ({
  label,
  href: `/browse?genre=${encodeURIComponent(name)}`,
});

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "explore",
    links: [
      page("browse"),
      page("popular"),
      page("latest"),
      { label: "completed", href: "/browse?status=completed" },
      page("blog"),
    ],
  },
  {
    title: "categories",
    links: [
      genre("action", "Action"),
      genre("romance", "Romance"),
      genre("fantasy", "Fantasy"),
      genre("sciFi", "Sci-Fi"),
      genre("comedy", "Comedy"),
      genre("drama", "Drama"),
    ],
  },
  {
    title: "community",
    links: [page("reviews"), page("forums"), page("discord"), page("events")],
  },
  {
    title: "support",
    links: [page("help"), page("contact"), page("faq"), page("report"), page("guidelines")],
  },
];

export const LEGAL_LINKS: FooterLink[] = [
  page("terms"),
  page("privacy"),
  page("cookies"),
  page("dmca"),
  page("licensing"),
];
