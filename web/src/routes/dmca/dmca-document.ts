import type { LegalDocument } from "../../components/legal-page/legal-page.tsx";

export const dmcaDocument: LegalDocument = {
  title: "DMCA and Copyright",
  summary:
    "How to tell us that something on Inkpanel infringes your copyright, and what happens next.",
  sections: [
    {
      heading: "Our Approach",
      paragraphs: [
        "We respect creators' rights and remove material that infringes them as soon as we learn of it.",
      ],
    },
    {
      heading: "Sending a Notice",
      paragraphs: [
        "Send your notice through the contact page with the category Content. Include: the work you own, the Inkpanel address (URL) of the material, your contact details, a statement that you believe in good faith that the use is not authorised, and a statement, under penalty of perjury, that your notice is accurate and that you are the owner or act for them.",
      ],
    },
    {
      heading: "What Happens Next",
      paragraphs: [
        "We answer within 24 hours, remove or disable the material while we review it, and tell the person who provided it.",
      ],
    },
    {
      heading: "Counter-Notices",
      paragraphs: [
        "If you believe material was removed by mistake, send a counter-notice the same way, explaining why. We restore material when the law allows it.",
      ],
    },
    {
      heading: "Repeat Infringement",
      paragraphs: ["Accounts that repeatedly infringe copyright are closed."],
    },
  ],
};
