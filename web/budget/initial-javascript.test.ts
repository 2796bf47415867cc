// Builds the app for production, as `pnpm build` does, and measures what pages download.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkGzipBytes, initialJavaScript } from "./initial-javascript.ts";

// A phone on a slow network shows `/` only after this JavaScript has arrived and run. Issue 24 asks
// for 150 KB; React 19, react-router 7's data router and Apollo Client 4 alone, with nothing of
// the app, measure 152 KB (see README, "Web performance"). The budget holds today's size with a
// little room, so any growth fails here; lower it as the shell shrinks. (It was 224 KB for
// 222.1 KB without the interface's English catalogue, which also loads before hydration: with
// it, 238.1 KB; with only the messages of the first screen, 226.8 KB, and 227.4 KB by ebad802;
// 227.6 KB, 223.2 KB of it scripts, once Browse, a title and an article also started with their
// first screen's messages. What is left to trim, and why it is not trimmed yet, is in the README.)
const budgetBytes = 228 * 1024;

const outDir = mkdtempSync(path.join(tmpdir(), "inkpanel-web-build-"));

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  await build({
    root: path.join(import.meta.dirname, ".."),
    configLoader: "runner",
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const describeSizes = ({ files }: ReturnType<typeof initialJavaScript>) =>
  files.map(({ file, gzipBytes }) => `${file} ${(gzipBytes / 1024).toFixed(1)} KB`).join("\n");

describe("the production build", () => {
  it("starts / within its budget of gzipped JavaScript", () => {
    const home = initialJavaScript(
      outDir,
      "src/routes/home/home-route.tsx",
      "src/routes/home/home-query.ts",
      // The English messages of its first screen, which the page needs before it hydrates.
      "src/locales/en.po?home-first-screen",
    );
    expect(home.gzipBytes, describeSizes(home)).toBeLessThanOrEqual(budgetBytes);
  });

  it.each(["home", "browse", "title", "article"])(
    "starts the %s page with its first screen's messages, a third of the catalogue or less",
    (page) => {
      const whole = chunkGzipBytes(outDir, "src/locales/en.po");
      const firstScreen = chunkGzipBytes(outDir, `src/locales/en.po?${page}-first-screen`);
      expect(firstScreen).toBeLessThanOrEqual(whole / 3);
    },
  );

  it("keeps GraphiQL and its Monaco editor to /graphql", () => {
    const graphiql = readFileSync(path.join(outDir, "graphiql.html"), "utf8");
    expect(graphiql).toMatch(/graphiql/i);
    for (const route of ["home/home", "browse/browse", "reader/reader"]) {
      const page = initialJavaScript(
        outDir,
        `src/routes/${route}-route.tsx`,
        `src/routes/${route}-query.ts`,
      );
      for (const { file } of page.files) {
        const code = readFileSync(path.join(outDir, file), "utf8");
        expect(code, file).not.toMatch(/graphiql-container|monaco-editor/);
      }
    }
  });
});
