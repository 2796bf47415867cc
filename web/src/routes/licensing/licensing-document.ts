import type { LegalDocument } from "../../components/legal-page/legal-page.tsx";

export const licensingDocument: LegalDocument = {
  title: "Licensing",
  summary:
    "Who owns what on Inkpanel: the series, the site's own artwork and text, and the software it is built with.",
  sections: [
    {
      heading: "Series and Chapters",
      paragraphs: [
        "Every series belongs to its creators and publishers and is shown on Inkpanel under licence. Reading it here does not give you any right to copy or share it elsewhere.",
      ],
    },
    {
      heading: "Inkpanel's Own Material",
      paragraphs: [
        "The Inkpanel name, logo, site design, blog articles and generated cover artwork belong to Inkpanel. You may quote short passages from the blog with a link back to the article.",
      ],
    },
    {
      heading: "Partnerships",
      paragraphs: [
        "Publishers and creators who want their work on Inkpanel can reach us through the contact page with the category Partnership.",
      ],
    },
    {
      heading: "Open-Source Software",
      paragraphs: [
        "Inkpanel is built with open-source software, among them React, React Router, Apollo, GraphQL, Express, Prisma, PostgreSQL, Tailwind CSS, Radix UI and Lucide icons. Each is used under its own licence (mostly MIT, Apache 2.0, ISC or the PostgreSQL licence).",
      ],
    },
  ],
};
