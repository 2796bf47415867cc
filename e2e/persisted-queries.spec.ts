import { expect, test } from "./support/test.ts";
import { expectHydrated } from "./support/hydration.ts";

test("the web app asks for its queries as cacheable GETs of a hash the server already knows", async ({
  page,
}) => {
  const queries: { url: URL; cacheControl: string | undefined }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname !== "/graphql" || response.request().method() !== "GET") return;
    queries.push({ url, cacheControl: response.headers()["cache-control"] });
  });

  // The first page comes rendered with its data; the next ones, reached inside the app, ask the API.
  await page.goto("/");
  const navigation = page.getByRole("navigation", { name: "Main" });
  await expectHydrated(navigation.getByRole("link", { name: "Browse" }));
  await navigation.getByRole("link", { name: "Browse" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await navigation.getByRole("link", { name: "Popular" }).click();
  await expect(page).toHaveURL(/\/popular/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The server's safelist holds the app's queries from the start, so even a first visit after a
  // deploy sends each by hash alone (a query the server did not know would be sent again with
  // its text), and anonymous ones are public.
  await expect.poll(() => queries.length).toBeGreaterThan(1);
  for (const query of queries) {
    expect(query.url.searchParams.has("extensions")).toBe(true);
    expect(query.url.searchParams.has("query")).toBe(false);
  }
  expect(queries.some((query) => /public/.test(query.cacheControl ?? ""))).toBe(true);
});
