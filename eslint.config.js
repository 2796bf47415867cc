import js from "@eslint/js";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "web/dist-server/**",
      "**/generated/**",
      "web/src/gql/**",
      "storybook-static/**",
      "playwright-report/**",
      "test-results/**",
      ".data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Every word a reader sees goes through Lingui, so it has a translation in each language.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: [
      "web/src/**/*.test.{ts,tsx}",
      // test fixtures kept beside the tests of one folder
      "web/src/**/*.fixtures.{ts,tsx}",
      "web/src/test/**",
      // Content, not interface: legal texts, the developer docs' sections, the page directory's
      // entries and the element guide's samples stay as written (README, Languages). The screens
      // around them (tabs, badges, headings) are interface, and checked.
      "web/src/routes/*/*-document.ts",
      "web/src/routes/docs/*-tab.tsx",
      "web/src/routes/pages/page-directory.ts",
      "web/src/routes/html-elements/element-examples.tsx",
    ],
    plugins: { lingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          ignore: [
            // identifiers, paths, URLs, CSS values and lists of Tailwind classes
            "^[a-z0-9/#?:.@_\\-\\[(&*=%][^ ]*$",
            "^(?=.*-)[a-z0-9:\\[\\]&_/.%()!@*+ -]+$",
            "^[A-Z0-9_-]+$",
            "^(calc|min)\\(",
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  "^(className|.*ClassName|href|to|id|htmlFor|path|key|keys|type|role|variant|size|side|align|rel|target|accept|autoComplete|inputMode|method|src|srcSet|sizes|value|defaultValue|uri|__typename|loading|decoding|dir|lang|mode|orientation|refetchQueries|include|visiblePlugin)$",
              },
            },
          ],
          ignoreFunctions: [
            "graphql",
            "cn",
            "*.identify",
            "URLSearchParams",
            "*.closest",
            "IntersectionObserver",
            "console.*",
            "*.startsWith",
            "*.includes",
            "*.replace",
            "*.getItem",
            "*.setItem",
            "*.get",
            "*.set",
            "*.has",
            "*.querySelector",
            "*.querySelectorAll",
            "*.addEventListener",
            "*.removeEventListener",
            "matchMedia",
            "useBrowserChoice",
            "useReaderPreference",
            "createGraphiQLFetcher",
            "*.setRequestHeader",
            "*.open",
            "fetch",
          ],
        },
      ],
    },
  },
);
