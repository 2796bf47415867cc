import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialJavaScript {
  /** every script the page runs before its first screen shows, with its gzipped size in bytes */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * The JavaScript a browser downloads to show a page: the app's entry and what it imports, plus
 * the page's own lazy chunks (its screen and its loader, which load at start-up) and what they
 * import. `routeModules` are their source paths as the manifest names them, e.g.
 * `src/routes/home/home-route.tsx` and `src/routes/home/home-query.ts`.
 */
export function initialJavaScript(distDir: string, ...routeModules: string[]): InitialJavaScript {
  const manifest = readManifest(distDir);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit("index.html");
  routeModules.forEach(visit);
  const files = [...seen].map((key) => {
    const file = manifest[key]!.file;
    return { file, gzipBytes: gzippedSize(distDir, file) };
  });
  return { files, gzipBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}

/** The manifest's key of the one module whose path matches, e.g. a dependency's `/web-vitals/`. */
export function manifestKey(distDir: string, path: RegExp): string {
  const keys = Object.keys(readManifest(distDir)).filter((key) => path.test(key));
  if (keys.length !== 1)
    throw new Error(`${keys.length} modules in the build manifest match ${path}`);
  return keys[0]!;
}

/** The gzipped size in bytes of one module's chunk, named by its source path as in the manifest. */
export function chunkGzipBytes(distDir: string, module: string): number {
  const chunk = readManifest(distDir)[module];
  if (!chunk) throw new Error(`${module} is not in the build manifest`);
  return gzippedSize(distDir, chunk.file);
}

const readManifest = (distDir: string) =>
  JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;

const gzippedSize = (distDir: string, file: string) =>
  gzipSync(readFileSync(path.join(distDir, file))).length;
