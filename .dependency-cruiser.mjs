// Who may import whom in server/src (see README.md, "Layout"). `pnpm deps:check` runs it, and
// `pnpm lint` runs that.

/** Test code: a domain's tests run operations through the assembled schema (server/src/app), which
 * imports every domain, so with them counted every domain would sit in a folder cycle with app/. */
const TEST_CODE = "\\.test\\.ts$|\\.scenarios\\.ts$|^server/src/test/";

const serverRules = [
  {
    name: "server-no-folder-cycles",
    comment:
      "A folder of server/src imports downwards only: lib, then domains, then the composition root.",
    severity: "error",
    scope: "folder",
    from: { path: "^server/src" },
    to: { circular: true },
  },
  {
    name: "server-no-circular",
    severity: "error",
    from: { path: "^server/src" },
    to: { circular: true },
  },
  {
    name: "server-lib-imports-only-lib",
    comment:
      "lib/ is the bottom floor: it imports nothing of server/src but itself and generated code.",
    severity: "error",
    from: { path: "^server/src/lib/" },
    to: { path: "^server/src/", pathNot: "^server/src/(lib|generated)/" },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  // web/src's floors have a config of their own, web/.dependency-cruiser.cjs (deps:check runs both).
  forbidden: serverRules,
  options: {
    // The generated resolver types import a few domains' model types back: not our layering.
    exclude: { path: `${TEST_CODE}|^server/src/generated/` },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "server/tsconfig.json" },
  },
};
