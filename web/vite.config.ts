import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { themeScript } from "@inkpanel/ui";
import { defineConfig, type Plugin } from "vite";
import { documentModules } from "./document-modules.ts";
import { firstScreenMessages, firstScreenPages } from "./first-screen-messages.ts";
import { installableApp } from "./pwa.ts";
import { startOnFirstInteraction } from "./src/shell/early-interactions.ts";

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

/**
 * Preloads the Latin subset of Inter (the body and display face) from the app's page, so the
 * browser fetches it with the stylesheet instead of after it, and text appears in its own face
 * at once (within font-display: optional's ~100 ms). Latin Extended loads only where a page uses it.
 */
const preloadLatinFont: Plugin = {
  name: "inkpanel-preload-latin-font",
  transformIndexHtml: {
    order: "post",
    handler(_html, { filename, bundle }) {
      if (!bundle || !filename.endsWith("index.html")) return [];
      const font = Object.keys(bundle).find((file) =>
        /inter-latin-wght-normal-.*\.woff2$/.test(file),
      );
      if (!font) throw new Error("Inter's Latin subset is missing from the build");
      const attrs = {
        rel: "preload",
        as: "font",
        type: "font/woff2",
        crossorigin: "",
        href: `/${font}`,
      };
      return [{ tag: "link", attrs, injectTo: "head" }];
    },
  },
};

/**
 * Moves the app stylesheet's @font-face rules into the page's head, declared once, before the
 * first paint. A rendered page loads the stylesheet after its first paint (at the end of the
 * body), and a face declared again there would bring in a font that missed the first paint
 * (font-display: optional) after all, and move the text.
 */
const fontFacesInPage: Plugin = {
  name: "inkpanel-font-faces-in-page",
  transformIndexHtml: {
    order: "post",
    handler(html, { filename, bundle }) {
      if (!bundle || !filename.endsWith("index.html")) return [];
      const href = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/.exec(html)?.[1];
      const stylesheet = href ? bundle[href] : undefined;
      if (stylesheet?.type !== "asset" || typeof stylesheet.source !== "string") {
        throw new Error("index.html's stylesheet is missing from the build");
      }
      const faces: string[] = [];
      stylesheet.source = stylesheet.source.replace(/@font-face\{[^}]*\}/g, (rule) => {
        faces.push(rule);
        return "";
      });
      return [{ tag: "style", children: faces.join(""), injectTo: "head" }];
    },
  },
};

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text asset, which
 * the server sends as they are to browsers that accept them: the smallest files, squeezed once at
 * build rather than on every request.
 */
const precompressAssets: Plugin = {
  name: "inkpanel-precompress-assets",
  apply: (_config, { isSsrBuild }) => !isSsrBuild,
  writeBundle({ dir }, bundle) {
    for (const file of Object.keys(bundle)) {
      if (!/^assets\/.*\.(js|css|svg)$/.test(file)) continue;
      const source = readFileSync(resolve(dir!, file));
      writeFileSync(
        resolve(dir!, `${file}.br`),
        brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(resolve(dir!, `${file}.gz`), gzipSync(source, { level: 9 }));
    }
  },
};

/**
 * The start script (src/main.tsx, a few KB) downloads after the page has loaded and painted, or
 * at the reader's first interaction: the server's HTML reads whole, and its links work, without
 * it. On a page the server rendered, the app itself (its 200 KB) waits for that interaction.
 * index.html's script tags become an inline script that adds the start script and records what
 * the reader does before the app is up (`startOnFirstInteraction`; the server allows it by its
 * hash, read from the built index.html).
 */
const startScriptInHead: Plugin = {
  name: "inkpanel-scripts-after-load",
  transformIndexHtml: {
    order: "post",
    handler(html, { filename, bundle }) {
      if (!bundle || !filename.endsWith("index.html")) return html;
      const tags =
        /[ \t]*<(script type="module"|link rel="modulepreload")[^>]*?(?:src|href)="([^"]+)"[^>]*>(?:<\/script>)?\n?/g;
      const found = [...html.matchAll(tags)].map(([, tag, url]) => ({
        isScript: tag!.startsWith("script"),
        url: url!,
      }));
      const entry = found.find(({ isScript }) => isScript)?.url;
      if (!entry) throw new Error("index.html has no module script");
      const preloads = found.filter(({ isScript }) => !isScript).map(({ url }) => url);
      const loader = `(${startOnFirstInteraction.toString()})(${JSON.stringify(entry)},${JSON.stringify(preloads)})`;
      return html.replace(tags, "").replace("</head>", `<script>${loader}</script>\n</head>`);
    },
  },
};

const linguiConfig = resolve(import.meta.dirname, "lingui.config.ts");

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Each `graphql(...)` call becomes an import of its own document from src/gql/graphql.ts, so a
    // chunk carries only the documents it uses, not the lookup map of all of them.
    babel({
      include: /[\\/]src[\\/].*\.tsx?$/,
      plugins: [
        [
          babelOptimizerPlugin,
          { artifactDirectory: resolve(import.meta.dirname, "src/gql"), gqlTagName: "graphql" },
        ],
      ],
    }),
    documentModules(),
    // Lingui's macros (`t`, `plural`, `msg`) compile to catalogue look-ups; .po files import as catalogues.
    lingui({ macroTransform: true, configPath: linguiConfig }),
    // `/`, Browse, a title and an article hydrate with the messages their first screen shows; the
    // whole catalogue follows.
    firstScreenMessages({ entry: "src/main.tsx", pages: firstScreenPages, linguiConfig }),
    tailwindcss(),
    applyThemeBeforePaint,
    preloadLatinFont,
    fontFacesInPage,
    startScriptInHead,
    // The service worker and manifest belong to the browser's build, not the server's renderer.
    !isSsrBuild && installableApp(),
    precompressAssets,
  ],
  optimizeDeps: {
    // Its `?worker` imports are Vite's to bundle, which the dependency pre-bundling cannot do
    // (the dev server stopped at start); served as it is, Vite's worker plugin handles them.
    exclude: ["graphiql/setup-workers/vite"],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/graphql": apiOrigin,
      "/media": apiOrigin,
      "/uploads": apiOrigin,
      "/healthz": apiOrigin,
    },
  },
  build: isSsrBuild
    ? // The server's renderer (src/entry-server.tsx), which the API server imports from dist-server.
      { outDir: "dist-server" }
    : {
        // Which chunks each page loads (budget/initial-javascript.ts reads it).
        manifest: true,
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
}));
