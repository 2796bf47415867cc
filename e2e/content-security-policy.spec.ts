import { expect, test, type Page } from "@playwright/test";

// The app and GraphiQL run under the server's Content Security Policy without it blocking
// anything they need (a blocked script, style, image, font or worker is reported here).

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
  return violations;
}

test("the app's pages run under the CSP, the inline theme script included", async ({ page }) => {
  const violations = await collectViolations(page);
  for (const route of ["/", "/browse", "/popular"]) {
    await page.goto(route);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.locator("main img").first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("GraphiQL runs under the CSP: editor, workers, docs and a query", async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto("/graphql");
  await expect(page.getByText("Root Types")).toBeVisible();
  // The editor loads its text after the docs show; executing before that runs nothing.
  await expect(page.locator(".graphiql-query-editor")).toContainText("query Browse");
  await page.getByRole("button", { name: /Execute query/ }).click();
  await expect(page.locator(".graphiql-response")).toContainText('"totalCount"');
  expect(violations).toEqual([]);
});
