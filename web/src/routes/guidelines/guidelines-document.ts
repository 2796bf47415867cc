import type { LegalDocument } from "../../components/legal-page/legal-page.tsx";

export const guidelinesDocument: LegalDocument = {
  title: "Community Guidelines",
  summary:
    "What we expect from everyone who writes to us, subscribes, or takes part in Inkpanel's community.",
  sections: [
    {
      heading: "Be Kind",
      paragraphs: [
        "Disagree with opinions, not people. No harassment, hate speech, threats or personal attacks.",
      ],
    },
    {
      heading: "No Spoilers Without Warning",
      paragraphs: [
        "Many readers are chapters behind you. Mark spoilers clearly and name the chapter they come from.",
      ],
    },
    {
      heading: "Respect Creators",
      paragraphs: [
        "Do not share pirated scans or links to them. Support the series you love by reading them where their creators are paid.",
      ],
    },
    {
      heading: "Keep It Safe",
      paragraphs: [
        "Inkpanel is open to readers from 13 years old. Do not post adult content, personal information about others, or anything illegal.",
      ],
    },
    {
      heading: "Reporting Problems",
      paragraphs: [
        "If you see something that breaks these guidelines, or something on the site does not work, tell us through the contact page. We answer within 24 hours.",
      ],
    },
  ],
};
