import { expect, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";

test("the Help Center searches questions and answers as you type", async ({ page, request }) => {
  const { faqs } = await queryApi<{ faqs: { question: string; category: string }[] }>(
    request,
    `{ faqs(search: "refund") { question category } }`,
  );
  expect(faqs.length).toBeGreaterThan(0);

  await page.goto("/faq");
  await page.getByRole("searchbox", { name: "Search questions" }).fill("REFUND");
  await page.getByRole("tab", { name: new RegExp(faqs[0]!.category, "i") }).click();
  await expect(page.getByText(faqs[0]!.question)).toBeVisible();

  await page.getByRole("searchbox", { name: "Search questions" }).fill("no question says this");
  await expect(
    page.getByRole("heading", { name: "No questions found matching your search." }),
  ).toBeVisible();
});
