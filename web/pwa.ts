import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { VitePWA } from "vite-plugin-pwa";

/** A colour of the design tokens' dark theme (the app's default), read from tokens.css. */
function darkToken(name: string): string {
  const tokens = readFileSync(resolve(import.meta.dirname, "../ui/src/styles/tokens.css"), "utf8");
  const dark = tokens.slice(tokens.indexOf("@variant dark-theme {"));
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8});`, "i").exec(dark)?.[1];
  if (!value) throw new Error(`tokens.css has no dark --${name}`);
  return value;
}

type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }
>;

/**
 * The screens that work offline (README, "Reading offline"): the reader, the Library and
 * Downloads. Every other screen needs the network for its data, so its files are not precached:
 * the worker keeps them as the app first loads them (sw.ts).
 */
const OFFLINE_SCREENS = ["src/routes/reader/", "src/routes/dashboard/", "src/routes/downloads/"];

const isOtherScreen = (key: string) =>
  key.startsWith("src/routes/") && !OFFLINE_SCREENS.some((screen) => key.startsWith(screen));

/**
 * The built files reading offline needs: everything index.html reaches through static and dynamic
 * imports (with their styles and fonts, every language's messages), read from Vite's build
 * manifest, but the other screens' chunks. What only the GraphQL playground loads (Monaco,
 * megabytes of it) is not among them either.
 */
function offlineFiles(outDir: string): Set<string> {
  const manifestFile = resolve(outDir, ".vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest;
  const files = new Set<string>();
  const seen = new Set<string>();
  const reach = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) reach(next);
    for (const next of chunk.dynamicImports ?? []) if (!isOtherScreen(next)) reach(next);
  };
  reach("index.html");
  return files;
}

/**
 * The installable app: the web app manifest and the service worker (web/sw/sw.ts, built with
 * Workbox), which precaches what reading offline needs (offlineFiles).
 */
type PwaPlugin = ReturnType<typeof VitePWA>[number];

export function installableApp(): PwaPlugin[] {
  // Where this build writes (the budget test builds into a folder of its own), to read its manifest.
  let outDir = resolve(import.meta.dirname, "dist");
  const findOutDir: PwaPlugin = {
    name: "inkpanel-pwa-out-dir",
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
  };
  return [
    findOutDir,
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // main.tsx registers it (production builds only).
      injectRegister: false,
      manifest: {
        id: "/",
        name: "Inkpanel",
        short_name: "Inkpanel",
        description: "Read manga online, and offline on the chapters you download.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: darkToken("background"),
        theme_color: darkToken("background"),
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      injectManifest: {
        globPatterns: ["index.html", "assets/*", "favicon.svg"],
        manifestTransforms: [
          (entries) => {
            const files = offlineFiles(outDir);
            const kept = entries.filter(({ url }) => !url.startsWith("assets/") || files.has(url));
            return { manifest: kept, warnings: [] };
          },
        ],
        // The playground's Monaco is bigger, and is left out by the transform above.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ];
}
