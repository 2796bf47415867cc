import type { FooterSocialLink } from "@inkpanel/ui";

/** How readers reach the Inkpanel team: the footer and the contact page show the same details. */
export const siteContact = {
  email: "support@inkpanel.app",
  phone: "+1 (555) 010-4242",
  address: "San Francisco, CA",
};

/**
 * Inkpanel's own accounts, shown as icons in the footer. No Discord yet: the community page
 * says the server is still on its way.
 */
export const siteSocialLinks: FooterSocialLink[] = [
  { label: "Inkpanel on X", href: "https://x.com/inkpanel" },
  { label: "Inkpanel on Instagram", href: "https://instagram.com/inkpanel" },
];
