import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { themeScript } from "@inkpanel/ui";
import { defineConfig, type Plugin } from "vite";

// In development the API runs on its own port; the browser only ever talks to this origin.
const apiOrigin = "http://localhost:4000";

/**
 * Puts the design system's theme script first in <head>: the stored theme applies on first paint.
 * (Importing TypeScript from the workspace's ui package needs `--configLoader runner`.)
 */
const applyThemeBeforePaint: Plugin = {
  name: "inkpanel-apply-theme-before-paint",
  transformIndexHtml: () => [{ tag: "script", children: themeScript, injectTo: "head-prepend" }],
};

export default defineConfig({
  plugins: [react(), tailwindcss(), applyThemeBeforePaint],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/graphql": apiOrigin, "/media": apiOrigin, "/healthz": apiOrigin },
  },
  build: {
    // GraphiQL's Monaco editor and its language workers are big; only /graphql loads them.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Two pages: the app, and the GraphQL playground the server shows at GET /graphql.
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        graphiql: resolve(import.meta.dirname, "graphiql.html"),
      },
      // GraphiQL's modules carry React Compiler directives that bundling drops, harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
