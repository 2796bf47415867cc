import { resolve } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { firstScreenMessages, firstScreenPages } from "./first-screen-messages.ts";
import { oneVitestGroup } from "../vitest.group.ts";

const linguiConfig = resolve(import.meta.dirname, "lingui.config.ts");

export default defineProject({
  plugins: [
    react(),
    lingui({ macroTransform: true, configPath: linguiConfig }),
    // Outside a build, `?<page>-first-screen` catalogues are the whole ones.
    firstScreenMessages({ entry: "src/main.tsx", pages: firstScreenPages, linguiConfig }),
  ],
  test: {
    name: "web",
    environment: "jsdom",
    // One jsdom for all files rather than one each: setting up jsdom and importing the app again
    // was three quarters of the run (80 s against 21 s). Testing Library empties the document after
    // each test and setup.ts the storage after each file; the files pass in shuffled orders too.
    isolate: false,
    ...oneVitestGroup,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Typing whole forms with user-event in jsdom takes seconds on a busy 2-core machine (9.3 s
    // for the contact form when a second test run shared it).
    testTimeout: 30_000,
  },
});
