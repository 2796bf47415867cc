import { expect, test } from "@playwright/test";

test("the web app asks for its queries as cacheable GETs of their hash", async ({ page }) => {
  const queries: { method: string; url: URL; cacheControl: string | undefined }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname !== "/graphql") return;
    queries.push({
      method: response.request().method(),
      url,
      cacheControl: response.headers()["cache-control"],
    });
  });

  await page.goto("/browse");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // After the first visit registered them, queries go by hash alone, and anonymous ones are public.
  const byHashOnly = queries.filter(
    (query) =>
      query.method === "GET" &&
      query.url.searchParams.has("extensions") &&
      !query.url.searchParams.has("query"),
  );
  expect(byHashOnly.length).toBeGreaterThan(0);
  expect(byHashOnly.some((query) => /public/.test(query.cacheControl ?? ""))).toBe(true);
});
