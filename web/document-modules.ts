import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** GraphQL Codegen's output: every document of the app, one `export const` each, and types. */
const generatedDocuments = resolve(import.meta.dirname, "src/gql/graphql.ts");
const documentPrefix = "virtual:inkpanel-document/";

// What GraphQL Codegen's babel plugin leaves in place of each `graphql()` call (types are gone by
// the time this plugin sees the code): `import { HomeRouteQueryDocument } from "../../gql/graphql";`
const documentImport =
  /import\s*\{([^}]*)\}\s*from\s*["']((?:\.{1,2}\/)+(?:[\w-]+\/)*gql\/graphql)["'];?/g;

/**
 * Makes each generated document a module of its own. The bundler places a module in one chunk
 * whole, so while every `graphql()` call imported its document from `src/gql/graphql.ts`, every
 * document of the app (the admin pages', the comments', the reader's) rode in the chunk `/`
 * loads first; now each chunk carries the documents its own code uses. (Re-exporting them from
 * `graphql.ts` instead would not do: the documents would still hang off that one module.)
 */
export function documentModules(): Plugin {
  return {
    name: "inkpanel-document-modules",
    // After TypeScript is stripped and GraphQL Codegen's babel plugin has run.
    enforce: "post",
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("gql/graphql")) return;
      const rewritten = code.replace(documentImport, (_declaration, names: string) =>
        names
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            if (!/^\w+$/.test(name)) throw new Error(`${id}: cannot split the import of ${name}`);
            return `import { ${name} } from "${documentPrefix}${name}";`;
          })
          // On the declaration's one line: every other line keeps its place, so the source map
          // of the code before this plugin still holds (`map: null` keeps it).
          .join(" "),
      );
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
    resolveId: (source) => (source.startsWith(documentPrefix) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${documentPrefix}`)) return;
      const name = id.slice(documentPrefix.length + 1);
      this.addWatchFile(generatedDocuments);
      const declaration = new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as `, "m").exec(
        readFileSync(generatedDocuments, "utf8"),
      );
      if (!declaration) throw new Error(`src/gql/graphql.ts exports no document ${name}`);
      return `export const ${name} = ${declaration[1]};`;
    },
  };
}
