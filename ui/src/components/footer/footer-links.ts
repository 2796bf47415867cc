export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

const genre = (name: string): FooterLink => ({
  label: name,
  href: `/browse?genre=${encodeURIComponent(name)}`,
});

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "Explore",
    links: [
      { label: "Browse", href: "/browse" },
      { label: "Popular", href: "/popular" },
      { label: "Latest", href: "/latest" },
      { label: "Completed", href: "/browse?status=completed" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    title: "Categories",
    links: ["Action", "Romance", "Fantasy", "Sci-Fi", "Comedy", "Drama"].map(genre),
  },
  {
    title: "Community",
    links: [
      { label: "Reviews", href: "/reviews" },
      { label: "Forums", href: "/forums" },
      { label: "Discord", href: "/discord" },
      { label: "Events", href: "/events" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", href: "/help" },
      { label: "Contact Us", href: "/contact" },
      { label: "FAQ", href: "/faq" },
      { label: "Report an Issue", href: "/report" },
      { label: "Guidelines", href: "/guidelines" },
    ],
  },
];

export const LEGAL_LINKS: FooterLink[] = [
  { label: "Terms", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
  { label: "Cookies", href: "/cookies" },
  { label: "DMCA", href: "/dmca" },
  { label: "Licensing", href: "/licensing" },
];
