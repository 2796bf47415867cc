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

const genre = (label: FooterLink["label"], name: string): FooterLink => ({
  label,
  href: `/browse?genre=${encodeURIComponent(name)}`,
});

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "explore",
    links: [
      { label: "browse", href: "/browse" },
      { label: "popular", href: "/popular" },
      { label: "latest", href: "/latest" },
      { label: "completed", href: "/browse?status=completed" },
      { label: "blog", href: "/blog" },
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
    links: [
      { label: "reviews", href: "/reviews" },
      { label: "forums", href: "/forums" },
      { label: "discord", href: "/discord" },
      { label: "events", href: "/events" },
    ],
  },
  {
    title: "support",
    links: [
      { label: "help", href: "/help" },
      { label: "contact", href: "/contact" },
      { label: "faq", href: "/faq" },
      { label: "report", href: "/report" },
      { label: "guidelines", href: "/guidelines" },
    ],
  },
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: "terms", href: "/terms" },
  { label: "privacy", href: "/privacy" },
  { label: "cookies", href: "/cookies" },
  { label: "dmca", href: "/dmca" },
  { label: "licensing", href: "/licensing" },
];
