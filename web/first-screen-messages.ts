import path from "node:path";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "vite";

/**
 * `import("../locales/en.po?home-first-screen")`: English's messages that the home page's first
 * screen shows.
 */
const firstScreenQuery = /\?(\w+)-first-screen$/;
const placeholder = (locale: string) => `@@first-screen-messages:${locale}@@`;

// What Lingui's macros leave of a message in production code: `i18n._({ id: "Xk2b_F" })`,
// `<Trans id="Xk2b_F" />` and `msg` descriptors alike. Another `id` caught by mistake only adds a
// message that does not exist.
const messageId = /\bid:\s*["'`]([\w-]{6})["'`]/g;

/** The pages that hydrate with their first screen's messages, by the name their imports give. */
export const firstScreenPages = {
  home: "src/routes/home/",
  browse: "src/routes/browse/",
  title: "src/routes/manga-detail/",
  article: "src/routes/blog-article/",
};

interface FirstScreenOptions {
  /** the app's entry module, relative to the web folder */
  entry: string;
  /** the pages that start with their first screen's messages: name and folder, e.g. `src/routes/home/` */
  pages: Record<string, string>;
  /** the Lingui configuration that names the catalogues */
  linguiConfig: string;
}

/**
 * Makes `<catalogue>.po?<page>-first-screen` the messages a page's first screen needs: those of the
 * modules the entry and the page import, and of the parts they load later by themselves (the
 * footer, menus, dialogs, a band of the page), but not of the other pages, which the router loads
 * (a dynamic import of another folder of `src/routes/`). The page hydrates once these have come;
 * the whole catalogue follows (`i18n/catalogues.ts`). In development and on the server the
 * module is the whole catalogue.
 */
export function firstScreenMessages({ entry, pages, linguiConfig }: FirstScreenOptions): Plugin {
  const root = path.dirname(linguiConfig);
  const idsByModule = new Map<string, string[]>();
  let building = false;

  const routeFolder = (id: string) => /[\\/]src[\\/]routes[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  /** The page a `?<page>-first-screen` module is for, and its catalogue's path. */
  const firstScreenOf = (id: string) => {
    const match = firstScreenQuery.exec(id);
    if (!match) return undefined;
    const page = pages[match[1]!];
    if (!page) throw new Error(`${id}: no page ${match[1]} in firstScreenMessages' pages`);
    return { page, catalogue: id.slice(0, match.index) };
  };

  /** Every module the entry and the page run without the reader going to another page. */
  function firstScreenModules(graph: ModuleGraph, page: string) {
    const pageFolder = routeFolder(path.join(root, page));
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      const info = graph.getModuleInfo(id);
      if (!info) return;
      seen.add(id);
      info.importedIds.forEach(visit);
      for (const imported of info.dynamicallyImportedIds) {
        const folder = routeFolder(imported);
        if (!folder || folder === pageFolder || folder === routeFolder(id)) visit(imported);
      }
    };
    const absolute = (file: string) => path.join(root, file);
    visit(absolute(entry));
    for (const id of graph.getModuleIds()) if (id.startsWith(absolute(page))) visit(id);
    return seen;
  }

  return {
    name: "inkpanel-first-screen-messages",
    // After Lingui's macros have become `i18n._({ id })`.
    enforce: "post",
    configResolved(config) {
      building = config.command === "build" && !config.build.ssr;
    },
    // `en-first-screen-<hash>.js` (one for each page) beside the whole catalogue's `en-<hash>.js`.
    outputOptions(options) {
      const names = options.chunkFileNames ?? "[name]-[hash].js";
      return {
        ...options,
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => firstScreenQuery.test(id))
            ? "assets/[name]-first-screen-[hash].js"
            : typeof names === "function"
              ? names(chunk)
              : names,
      };
    },
    resolveId(source, importer) {
      if (!/\.po\?\w+-first-screen$/.test(source) || !importer) return;
      return path.resolve(path.dirname(importer), source);
    },
    load(id) {
      const firstScreen = firstScreenOf(id);
      if (!firstScreen) return;
      const { catalogue } = firstScreen;
      if (!building) return `export { messages } from ${JSON.stringify(catalogue)};`;
      const locale = path.basename(catalogue, ".po");
      // Filled in once the bundle's module graph is known (renderChunk), before chunks are named
      // by their content's hash.
      return `export const messages = JSON.parse(${JSON.stringify(placeholder(locale))});`;
    },
    transform(code, id) {
      if (!building || !/[\\/](web|ui)[\\/]src[\\/].*\.tsx?$/.test(id)) return;
      const ids = [...code.matchAll(messageId)].map((match) => match[1]!);
      if (ids.length) idsByModule.set(id, ids);
    },
    async renderChunk(code, chunk) {
      const module = chunk.moduleIds.find((id) => firstScreenQuery.test(id));
      if (!building || !module) return;
      const { page, catalogue } = firstScreenOf(module)!;
      const firstScreen = firstScreenModules(this, page);
      const ids = new Set([...firstScreen].flatMap((id) => idsByModule.get(id) ?? []));
      const locale = path.basename(catalogue, ".po");
      const config = getConfig({ configPath: linguiConfig });
      const found = getCatalogForFile(
        path.relative(config.rootDir, catalogue),
        await getCatalogs(config),
      );
      if (!found) throw new Error(`${catalogue} is not a catalogue of ${linguiConfig}`);
      const { messages } = await found.catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      });
      const needed = Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)));
      const { source } = createCompiledCatalog(locale, needed, { namespace: "json" });
      const compiled = JSON.stringify((JSON.parse(source) as { messages: unknown }).messages);
      const literal = new RegExp(`(["'\`])${placeholder(locale)}\\1`);
      if (!literal.test(code)) throw new Error(`${module}: its placeholder is gone`);
      return { code: code.replace(literal, () => JSON.stringify(compiled)), map: null };
    },
  };
}

/** What the bundler tells of its module graph (a plugin's context). */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}
