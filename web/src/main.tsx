import "./index.css";
import { syncDocumentTheme } from "@inkpanel/ui/theme";
import { reportWebVitals } from "./lib/web-vitals.ts";
import { readPageState } from "./shell/page-state.ts";

// The start script: what every visitor's page needs whether or not they touch it. The app itself
// (React, the router, Apollo Client: about 200 KB) waits on a page the server rendered until the
// reader first reaches for it (see shell/early-interactions.ts): until then the page is its HTML,
// whose links and search form work on their own. A screen whose HTML is not all of it (the
// chapter reader, Downloads: see shell/route-handle.ts) starts at once.

// The server (or, on a page it did not render, index.html's head script) put the reader's theme
// on <html>; from here on, keep it, the stored preferences and the theme cookies in step.
syncDocumentTheme();

// A page the server rendered carries its data; Vite's dev server sends an empty one.
const state = readPageState();
if (state) reportWebVitals(state.route);

// index.html's head script records what the reader does before the app is up (absent in dev).
const early = window.inkpanelEarly;
const start = () =>
  void import("./shell/start-app.tsx").then(({ startApp }) => startApp(state, early));
if (!state || !early || early.reached || state.startsAtOnce) start();
else early.onReach = start;
