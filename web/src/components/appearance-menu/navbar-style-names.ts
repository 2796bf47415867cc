import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NavbarStyle } from "@inkpanel/ui";

/** The navbar styles' names in the interface's language. */
export const navbarStyleNames: Record<NavbarStyle, MessageDescriptor> = {
  default: msg`Default`,
  minimal: msg`Minimal`,
  centered: msg`Centered`,
  gradient: msg`Gradient`,
  sidebar: msg`Sidebar`,
  glassmorphism: msg`Glassmorphism`,
};

interface NavbarStyleDetails {
  badge: MessageDescriptor;
  description: MessageDescriptor;
  features: MessageDescriptor[];
}

/** What the navbar showcase says of each style, in the interface's language. */
export const navbarStyleDetails: Record<NavbarStyle, NavbarStyleDetails> = {
  default: {
    badge: msg`Classic`,
    description: msg`A sticky bar with every link, search and account actions in one row.`,
    features: [msg`Sticky with a blurred backdrop`, msg`Inline search`, msg`More menu`],
  },
  minimal: {
    badge: msg`Clean`,
    description: msg`A quiet, borderless bar that keeps attention on the covers.`,
    features: [msg`No border or fill`, msg`Compact height`, msg`Text-only links`],
  },
  centered: {
    badge: msg`Editorial`,
    description: msg`The logo on top and the links centred beneath, like a magazine masthead.`,
    features: [msg`Two rows`, msg`Centred navigation`, msg`Balanced layout`],
  },
  gradient: {
    badge: msg`Bold`,
    description: msg`A bold bar in the colour scheme's gradient.`,
    features: [msg`Follows the colour scheme`, msg`High-contrast text`, msg`Eye-catching`],
  },
  sidebar: {
    badge: msg`Power user`,
    description: msg`A fixed side rail with quick links to your profile, favorites, history and settings.`,
    features: [msg`Always-visible links`, msg`Personal shortcuts`, msg`Great on wide screens`],
  },
  glassmorphism: {
    badge: msg`Trendy`,
    description: msg`A floating frosted-glass bar over the page.`,
    features: [msg`Floating and rounded`, msg`Frosted blur`, msg`Modern look`],
  },
};
