import type { FooterSocialLink } from "@inkpanel/ui";
import { t } from "@lingui/core/macro";

/** How readers reach the Inkpanel team: the footer and the contact page show the same details. */
export const siteContact = {
  email: "support@inkpanel.app",
  phone: "+1 (555) 010-4242",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a place name, the same in every language
  address: "San Francisco, CA",
};

/**
 * Inkpanel's own accounts, shown as icons in the footer. No Discord yet: the community page
 * says the server is still on its way.
 */
export const siteSocialLinks = (): FooterSocialLink[] => [
  { label: t`Inkpanel on X`, href: "https://x.com/inkpanel" },
  { label: t`Inkpanel on Instagram`, href: "https://instagram.com/inkpanel" },
];
