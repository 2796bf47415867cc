// Who may import whom in web/src (README, Layout). Floors, bottom to top:
//   lib/, apollo/  ->  i18n/  ->  components/  ->  routes/<route>/  ->  shell/  ->  main.tsx
// A folder imports its own floor and the ones below, never above; gql/ (generated) is open to all.
// Paths are the repository root's: run it there, as `pnpm deps:web` (part of `pnpm lint`).
/* global module -- CommonJS, which the repo's ESLint config (ES modules) does not assume */

const below = (...folders) => `^web/src/(${folders.join("|")})/`;

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-no-circular",
      comment: "A cycle between two files makes neither a floor below the other.",
      severity: "error",
      from: { path: "^web/src/" },
      to: { circular: true },
    },
    {
      name: "web-no-circular-folders",
      comment: "Two folders that import each other are one floor in two places.",
      severity: "error",
      scope: "folder",
      from: { path: "^web/src/" },
      to: { circular: true },
    },
    {
      name: "web-lib-is-the-floor",
      comment: "lib/ holds plain helpers: it imports only itself and gql/.",
      severity: "error",
      from: { path: "^web/src/lib/" },
      to: { path: "^web/src/", pathNot: below("lib", "gql") },
    },
    {
      name: "web-apollo-is-the-floor",
      comment: "apollo/ (the client and its cache rules) imports only itself, lib/ and gql/.",
      severity: "error",
      from: { path: "^web/src/apollo/" },
      to: { path: "^web/src/", pathNot: below("apollo", "lib", "gql") },
    },
    {
      name: "web-i18n-below-components",
      comment:
        "i18n/ imports only lib/ and the catalogues; what reads the viewer is in components/.",
      severity: "error",
      from: { path: "^web/src/i18n/" },
      to: { path: "^web/src/", pathNot: below("i18n", "lib", "locales", "gql") },
    },
    {
      name: "web-components-below-routes",
      comment: "A component serves any route; what two routes share moves here, not the other way.",
      severity: "error",
      from: { path: "^web/src/components/" },
      to: { path: below("routes", "shell") },
    },
    {
      name: "web-routes-below-shell",
      comment: "The shell lists the routes; a route never reaches back into it.",
      severity: "error",
      from: { path: "^web/src/routes/" },
      to: { path: below("shell") },
    },
    {
      name: "web-route-folders-apart",
      comment: "A route never imports another route's files: what they share moves to components/.",
      severity: "error",
      from: { path: "^web/src/routes/([^/]+)/" },
      to: { path: "^web/src/routes/", pathNot: "^web/src/routes/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^web/src/gql/"] },
    // Type-only imports count: they tie the floors together as much as values do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "web/tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
