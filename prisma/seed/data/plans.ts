// The three subscription tiers (product spec, sections 6 and 9).

export interface PlanData {
  id: "free" | "premium" | "ultimate";
  name: string;
  description: string;
  /** prices as decimal strings, stored exactly */
  monthlyPrice: string;
  yearlyPrice: string;
  features: string[];
  limitations: string[];
  popular: boolean;
}

export const plans: PlanData[] = [
  {
    id: "free",
    name: "Free",
    description: "Read the whole library in your browser, with ads.",
    monthlyPrice: "0.00",
    yearlyPrice: "0.00",
    features: [
      "Read every series in the library",
      "Favorites and saved series",
      "Reading history and progress sync",
      "Standard image quality",
      "E-mail support, 24/7",
    ],
    limitations: [
      "Ads between chapters",
      "No offline downloads",
      "No exclusive content",
      "No phone support",
    ],
    popular: false,
  },
  {
    id: "premium",
    name: "Premium",
    description: "Ad-free reading, downloads and exclusive series on up to 3 devices.",
    monthlyPrice: "9.99",
    yearlyPrice: "99.99",
    features: [
      "Everything in Free",
      "Ad-free reading",
      "Offline downloads",
      "Exclusive series and bonus chapters",
      "High-quality images",
      "Read on up to 3 devices",
      "Phone support, 9 AM-5 PM PST",
      "7-day free trial, no card required",
    ],
    limitations: ["Up to 3 devices", "Standard support queue"],
    popular: true,
  },
  {
    id: "ultimate",
    name: "Ultimate",
    description: "Everything Inkpanel offers, on every device you own, with priority support.",
    monthlyPrice: "19.99",
    yearlyPrice: "199.99",
    features: [
      "Everything in Premium",
      "Unlimited devices",
      "Priority support: answers first, by e-mail, chat or phone",
      "Highest-quality downloads",
      "7-day free trial, no card required",
    ],
    limitations: [],
    popular: false,
  },
];
