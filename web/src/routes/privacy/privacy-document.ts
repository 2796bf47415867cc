import type { LegalDocument } from "../../components/legal-page/legal-page.tsx";

export const privacyDocument: LegalDocument = {
  title: "Privacy Policy",
  summary:
    "What Inkpanel stores about you, why, how long it keeps it, and how you can see, change or delete it.",
  sections: [
    {
      heading: "What We Collect",
      paragraphs: [
        "Your account: name, e-mail address, your password as an Argon2 hash (never the password itself), and the profile details and preferences you choose to fill in.",
        "Your reading: favorites, reading progress and history, so you can pick up where you left off on any device.",
        "Messages you send us through the contact form, and your address if you subscribe to the newsletter.",
      ],
    },
    {
      heading: "What We Do Not Collect",
      paragraphs: [
        "Inkpanel has no advertising trackers and does not sell or rent your personal data to anyone.",
        "Reading counts (views) are stored per title and per day, without saying who read what.",
      ],
    },
    {
      heading: "How We Use It",
      paragraphs: [
        "To run your account and your reading list, to send the e-mails you asked for (verification, password reset, the newsletter), and to answer your messages within 24 hours.",
      ],
    },
    {
      heading: "Cookies and Local Storage",
      paragraphs: [
        "A session cookie keeps you signed in, and preference cookies bring each page in your language, theme and colour scheme. Your browser's local storage keeps your theme, colour scheme and navbar style. Our Cookie Policy lists each of them.",
      ],
    },
    {
      heading: "Keeping and Deleting Data",
      paragraphs: [
        "We keep your data while your account exists. When you delete your account, your personal data is deleted within 30 days.",
        "You can unsubscribe from the newsletter at any time from any newsletter e-mail.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        "You can see and change your profile and preferences in your settings, and ask us through the contact page for a copy of everything we hold about you.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Inkpanel is not meant for children under 13, and we do not knowingly keep data about them. If you think we do, contact us and we will delete it.",
      ],
    },
  ],
};
