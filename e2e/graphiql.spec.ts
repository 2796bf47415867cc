import { expect, test } from "@playwright/test";
import { goOffline } from "./support/offline.ts";

test("a browser's GET /graphql opens GraphiQL, which runs a query with no internet", async ({
  page,
}) => {
  const outsideRequests = await goOffline(page);
  await page.goto("/graphql");

  await expect(page.getByRole("tab", { name: /Browse/ })).toBeVisible();
  await expect(page.getByText("Documentation Explorer")).toBeVisible();

  await page.getByRole("button", { name: /Execute query/ }).click();
  await expect(page.locator(".graphiql-response")).toContainText('"totalCount"');
  expect(outsideRequests).toEqual([]);
});
