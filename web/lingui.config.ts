import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// The web app's messages: English in the code (Lingui macros), one .po catalogue per language,
// written by `pnpm i18n:extract` and compiled on import by @lingui/vite-plugin.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ja", "es", "fr"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: ["**/node_modules/**", "<rootDir>/src/gql/**", "**/*.test.{ts,tsx}"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // An untranslated message shows its English source rather than an id.
  fallbackLocales: { default: "en" },
});
