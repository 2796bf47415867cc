import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NavbarStyle } from "@inkpanel/ui";

/** The navbar styles' names in the interface's language (ui's NAVBAR_STYLE_INFO is English). */
export const navbarStyleNames: Record<NavbarStyle, MessageDescriptor> = {
  default: msg`Default`,
  minimal: msg`Minimal`,
  centered: msg`Centered`,
  gradient: msg`Gradient`,
  sidebar: msg`Sidebar`,
  glassmorphism: msg`Glassmorphism`,
};
