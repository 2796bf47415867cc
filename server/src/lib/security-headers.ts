import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import helmet from "helmet";

/**
 * The CSP hashes of the inline scripts in the web app's pages (the theme script that runs before
 * first paint), so the policy allows exactly those and no other inline script.
 */
function inlineScriptHashes(webDistDir: string): string[] {
  const hashes = ["index.html", "graphiql.html"].flatMap((page) => {
    const file = path.join(webDistDir, page);
    if (!existsSync(file)) return [];
    const scripts = readFileSync(file, "utf8").matchAll(
      /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
    );
    return [...scripts].map(
      ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
    );
  });
  return [...new Set(hashes)];
}

/**
 * Security headers on every response (helmet): a Content Security Policy that lets the app and
 * GraphiQL load only from this origin (GraphiQL's Monaco editor needs inline styles and workers),
 * no framing by other sites, nosniff, and a referrer policy that sends other sites only our origin.
 */
export function securityHeaders(webDistDir: string) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS would it help, and the site may run on plain http (localhost).
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
