// A catalogue imported from a .po file, compiled by @lingui/vite-plugin.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

// The messages of a page's first screen only (web/first-screen-messages.ts).
declare module "*-first-screen" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
