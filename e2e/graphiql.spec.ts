import { expect, test } from "./support/test.ts";
import { collectCspViolations } from "./support/csp.ts";
import { goOffline } from "./support/offline.ts";

test("a browser's GET /graphql opens GraphiQL, which runs a query with no internet and under the CSP", async ({
  page,
}) => {
  const outsideRequests = await goOffline(page);
  const violations = await collectCspViolations(page);
  await page.goto("/graphql");

  // The saved examples open as tabs, and the docs explorer reads the schema from the server.
  for (const example of ["Browse", "TitleDetail", "PopularThisWeek", "ChapterPages", "BlogPosts"]) {
    await expect(page.getByRole("tab", { name: example })).toBeVisible();
  }
  await expect(page.getByText("Root Types")).toBeVisible();

  // The editor loads its text after the tabs show; executing before that runs nothing.
  await expect(page.locator(".graphiql-query-editor")).toContainText("query Browse");
  await page.getByRole("button", { name: /Execute query/ }).click();
  await expect(page.locator(".graphiql-response")).toContainText('"totalCount"');
  // Nothing was fetched from elsewhere, and the editor, its workers and the docs ran unblocked.
  expect(outsideRequests).toEqual([]);
  expect(violations).toEqual([]);
});
