import type { LegalDocument } from "../../components/legal-page/legal-page.tsx";

export const termsDocument: LegalDocument = {
  title: "Terms of Service",
  summary:
    "The rules for using Inkpanel: your account, the plans you can choose, what you may do with the content, and what we promise in return.",
  sections: [
    {
      heading: "Agreement",
      paragraphs: [
        "By creating an account or reading on Inkpanel you agree to these terms. If you do not agree, please do not use the service.",
        "You must be at least 13 years old to use Inkpanel. If you are under the age of majority where you live, a parent or guardian must agree to these terms for you.",
      ],
    },
    {
      heading: "Your Account",
      paragraphs: [
        "Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.",
        "Verification and password-reset links expire after 24 hours. When you delete your account, your personal data is deleted within 30 days.",
      ],
    },
    {
      heading: "Plans and Billing",
      paragraphs: [
        "Inkpanel offers a Free plan and the paid Premium and Ultimate plans, billed monthly or yearly. Premium can be used on up to 3 devices; Ultimate on as many as you own.",
        "Paid plans start with a 7-day free trial, no card required. If you are not happy, ask for a refund within 30 days of a payment.",
        "If a payment fails, your plan stays active for 7 days while you update your payment details. We announce price changes at least 30 days in advance.",
      ],
    },
    {
      heading: "Using the Content",
      paragraphs: [
        "The series on Inkpanel belong to their creators and publishers. You may read them for your own enjoyment; you may not copy, redistribute or sell them.",
        "Downloads on paid plans are for offline reading in the Inkpanel reader only.",
      ],
    },
    {
      heading: "Acceptable Use",
      paragraphs: [
        "Do not try to break, overload or scrape the service, get around its limits, or use it to harass anyone. Our Community Guidelines describe what we expect from everyone.",
      ],
    },
    {
      heading: "Ending Your Use",
      paragraphs: [
        "You can stop using Inkpanel and delete your account at any time from your settings. We may suspend accounts that break these terms, and will tell you why.",
      ],
    },
    {
      heading: "Changes to These Terms",
      paragraphs: [
        "When these terms change in a way that matters, we tell you by e-mail and on this page before the change takes effect.",
      ],
    },
  ],
};
