// The help centre's questions: five categories of five (product spec, section 9), answered with the
// spec's constants and with what Inkpanel really does.

export type FaqCategory = "general" | "reading" | "account" | "billing" | "technical";

export interface FaqData {
  question: string;
  answer: string;
}

export const faqs: Record<FaqCategory, FaqData[]> = {
  general: [
    {
      question: "What is Inkpanel?",
      answer:
        "Inkpanel is a website for reading manga online. You can browse the library by genre, status and rating, follow the series you love, keep favorites and pick up every story exactly where you left off.",
    },
    {
      question: "Is Inkpanel free to use?",
      answer:
        "Yes. The Free plan lets you read every series in the library in your browser, with ads. Premium and Ultimate remove ads and add downloads and exclusive content; see the Pricing page for details.",
    },
    {
      question: "How old do I need to be to use Inkpanel?",
      answer:
        "You must be at least 13 years old to create an account. Some series are written for older readers; each title lists its demographic so you can choose what suits you.",
    },
    {
      question: "How often is new content added?",
      answer:
        "New chapters arrive every day. The Latest page lists releases from today, this week and this month, and the titles you follow show their newest chapters first.",
    },
    {
      question: "How do I contact the Inkpanel team?",
      answer:
        "Use the contact form on the Contact page and pick the category that fits your question. We answer within 24 hours. Live chat is open 9 AM-6 PM PST, phone support 9 AM-5 PM PST for Premium and Ultimate members, and e-mail is read 24/7.",
    },
  ],
  reading: [
    {
      question: "How do I start reading a series?",
      answer:
        "Open any title and press Start Reading to begin at chapter 1, or pick a chapter from the Chapters tab. The reader remembers your page, so Continue Reading on your dashboard takes you straight back.",
    },
    {
      question: "Which keyboard shortcuts does the reader support?",
      answer:
        "Use the left and right arrow keys to turn pages, F to enter or leave fullscreen and H to hide or show the controls. At the end of a chapter, the next page takes you to the next chapter.",
    },
    {
      question: "Can I read two pages side by side?",
      answer:
        "Yes. Choose Double Page in the reader's layout picker and the previous page appears beside the current one, like an open book. You can also zoom from 50% to 200% in steps of 25%.",
    },
    {
      question: "Can I change the reading direction?",
      answer:
        "Yes. In Settings, under Preferences, choose left-to-right, right-to-left (the traditional manga order) or vertical scrolling. Your choice is saved to your account and applies on every device.",
    },
    {
      question: "What is the difference between Favorite and Save?",
      answer:
        "Save follows a series: it counts you among its followers and keeps it in your library so new chapters are easy to find. Favorite marks the titles you love most; they appear on your dashboard's Favorites tab.",
    },
  ],
  account: [
    {
      question: "How do I create an account?",
      answer:
        "Choose Sign Up, enter your name, e-mail address and a password, and accept the terms. We send a verification e-mail straight away; the link in it expires after 24 hours, and you can request a new one from your profile.",
    },
    {
      question: "I forgot my password. What should I do?",
      answer:
        "Choose Forgot password on the sign-in page and enter your e-mail address. If it belongs to an account, we send a reset link that expires after 24 hours and can be used once.",
    },
    {
      question: "How do I change my profile or preferences?",
      answer:
        "Open Settings to edit your name, bio (up to 160 characters), location, website and photo (JPG, GIF or PNG, up to 1 MB). The Preferences tab holds theme, language, reading direction and download quality.",
    },
    {
      question: "How is my reading streak counted?",
      answer:
        "Your streak is the number of days in a row, ending today or yesterday, on which you read at least one chapter. Reading anything today keeps it going.",
    },
    {
      question: "How do I delete my account?",
      answer:
        "Contact us from the Contact page with the e-mail address of your account. Once the deletion is confirmed, your account and personal data are deleted within 30 days.",
    },
  ],
  billing: [
    {
      question: "Is there a free trial?",
      answer:
        "Yes. Premium and Ultimate both start with a 7-day free trial, and no card is required to begin it. You can go back to the Free plan at any time during the trial.",
    },
    {
      question: "How much do the paid plans cost?",
      answer:
        "Premium costs $9.99 a month or $99.99 a year, and Ultimate $19.99 a month or $199.99 a year. Paying yearly saves you about 17% compared with twelve monthly payments.",
    },
    {
      question: "Can I get a refund?",
      answer:
        "Yes. Every paid plan comes with a 30-day money-back guarantee: if Inkpanel is not for you, contact us within 30 days of your first payment for a full refund.",
    },
    {
      question: "What happens if a payment fails?",
      answer:
        "Your account stays active for 7 days while you update your payment details. After that it moves to the Free plan; your favorites, saved series and reading history are kept.",
    },
    {
      question: "Will prices change?",
      answer:
        "If we ever change our prices, we tell you by e-mail at least 30 days before the change applies to your plan, so you can decide whether to keep it.",
    },
  ],
  technical: [
    {
      question: "Which browsers does Inkpanel support?",
      answer:
        "Inkpanel works in current versions of Chrome, Firefox, Safari and Edge, on desktop and mobile. Pages adapt to any screen size, and the reader supports touch, mouse and keyboard.",
    },
    {
      question: "Pages load slowly or not at all. What can I do?",
      answer:
        "Reload the page and check your connection first. If it still fails, lower the download quality in Settings, or send us the title and chapter through the Contact page with the category Technical.",
    },
    {
      question: "Can I read offline?",
      answer:
        "Premium and Ultimate members can download chapters to read offline. Free members read online in the browser.",
    },
    {
      question: "On how many devices can I use my account?",
      answer:
        "Your progress, favorites and preferences sync to every device you sign in on. Premium allows up to 3 devices for downloads and ad-free reading; Ultimate has no device limit.",
    },
    {
      question: "Why did I get signed out?",
      answer:
        "If you sign in without Remember me, your session ends when you close the browser. Tick Remember me on the sign-in page to stay signed in on that device.",
    },
  ],
};
