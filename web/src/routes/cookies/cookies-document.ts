import type { LegalDocument } from "../../components/legal-page/legal-page.tsx";

export const cookiesDocument: LegalDocument = {
  title: "Cookie Policy",
  summary:
    "The cookies Inkpanel sets and the few preferences it keeps in your browser. No tracking, no ads.",
  sections: [
    {
      heading: "The Session Cookie",
      paragraphs: [
        "When you sign in, Inkpanel sets one session cookie so the next page knows it is you. Scripts cannot read it (HttpOnly), and it is only sent to Inkpanel itself.",
        "It ends when you sign out; with Remember me it lasts longer, so you stay signed in on that device.",
      ],
    },
    {
      heading: "Preference Cookies",
      paragraphs: [
        "inkpanel-language, inkpanel-theme and inkpanel-color-scheme repeat your language, theme and colour scheme, so every page arrives already in them. They last a year and are only sent to Inkpanel itself.",
      ],
    },
    {
      heading: "Preferences in Local Storage",
      paragraphs: [
        "theme: light, dark or system. colorScheme: the accent colours used in the light theme. navbar-style: which of the six navigation styles you picked. saved-blog-posts: the articles you saved to read later.",
        "These stay in your browser; only the theme and colour scheme also go to our servers, as the cookies above.",
      ],
    },
    {
      heading: "No Third-Party Cookies",
      paragraphs: [
        "Inkpanel loads no advertising, analytics or social-media scripts, so no one else sets cookies through our pages.",
      ],
    },
    {
      heading: "Clearing Them",
      paragraphs: [
        "Signing out removes the session cookie. Clearing your browser's site data removes the preferences too; Inkpanel then starts in its defaults (or, once you sign in, in the theme saved with your account).",
      ],
    },
  ],
};
