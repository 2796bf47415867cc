import { expect, test } from "./support/test.ts";
import { collectCspViolations } from "./support/csp.ts";

// The app runs under the server's Content Security Policy without it blocking anything it needs
// (GraphiQL's part is in graphiql.spec.ts).

test("the app's pages run under the CSP, the inline theme script included", async ({ page }) => {
  const violations = await collectCspViolations(page);
  for (const route of ["/", "/browse", "/popular"]) {
    await page.goto(route);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.locator("main img").first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
