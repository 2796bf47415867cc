import { createHash } from "node:crypto";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { postGraphQL, useHttpApp, webPages } from "../test/http.ts";

// What every response carries, and what the API refuses from other sites' pages.

const db = useTestDb();
const app = useHttpApp({ db });

describe("security headers", () => {
  it.each(["/", "/graphql", "/healthz"])("are on %s", async (pathname) => {
    const response = await fetch(app.url(pathname), { headers: { accept: "text/html" } });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("let the page's own inline script run, by its hash, and no other inline script", async () => {
    const page = await fetch(app.url("/"), { headers: { accept: "text/html" } });
    const csp = page.headers.get("content-security-policy") ?? "";
    const inline = /<script>([\s\S]*?)<\/script>/.exec(webPages["index.html"])![1]!;
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'`));
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("cross-site requests (CSRF)", () => {
  const subscribe = (email: string) => `mutation { subscribeNewsletter(email: "${email}") }`;
  const subscribed = (email: string) => db.newsletterSubscriber.count({ where: { email } });

  it.each([
    ["text/plain", (query: string) => JSON.stringify({ query })],
    ["application/x-www-form-urlencoded", (query: string) => `query=${encodeURIComponent(query)}`],
  ])(
    "refuses a %s POST, which any site's form could send, and does nothing",
    async (type, encode) => {
      const email = `csrf-${type.replace(/\W/g, "")}@limits.test`;
      const response = await fetch(app.url("/graphql"), {
        method: "POST",
        headers: { "content-type": type },
        body: encode(subscribe(email)),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
      expect(await subscribed(email)).toBe(0);
    },
  );

  it("refuses a mutation sent by GET, even with the header a preflight needs", async () => {
    const email = "csrf-get@limits.test";
    const url = app.url(`/graphql?query=${encodeURIComponent(subscribe(email))}`);
    const simple = await fetch(url, { headers: { accept: "application/json" } });
    expect(simple.status).toBe(400);
    const preflighted = await fetch(url, {
      headers: { accept: "application/json", "apollo-require-preflight": "true" },
    });
    expect(preflighted.status).toBe(405);
    expect(await subscribed(email)).toBe(0);
  });

  it("answers the JSON POST that the app and API clients send", async () => {
    const response = await postGraphQL(app.url("/graphql"), { query: "{ __typename }" });
    expect(response.status).toBe(200);
  });
});

describe("/media and the web app's files", () => {
  /** GET with the path sent as written: fetch would resolve the dot segments itself. */
  const rawGet = (pathname: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(app.url("/"));
      request({ host: url.hostname, port: url.port, path: pathname }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      })
        .on("error", reject)
        .end();
    });

  it.each([
    "/media/../../../../etc/passwd",
    "/media/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/media/covers/..%2f..%2f..%2f..%2fetc%2fpasswd.svg",
    "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/..%5c..%5c..%5c..%5cetc%5cpasswd",
  ])("never serve a file outside their folder: %s", async (pathname) => {
    const { status, body } = await rawGet(pathname);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body).not.toContain("root:");
  });
});
