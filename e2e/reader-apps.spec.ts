import { expect, test } from "./support/test.ts";
import { newReader, signUp } from "./support/readers.ts";

// Settings → Account → Reader apps: the OPDS address for apps that sign in, and a personal link
// that opens the catalogue without a password until the reader revokes it.

test("a reader makes a personal OPDS link that opens the catalogue, then revokes it", async ({
  page,
  playwright,
}) => {
  const reader = newReader("Opal", Date.now().toString(36));
  await signUp(page, reader);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Account" }).click();
  const section = page.getByRole("region", { name: "Reader apps (OPDS)" });
  await expect(section.getByText(/\/opds\/v1\.2\/catalog$/)).toBeVisible();

  await section.getByRole("button", { name: "Make a personal link" }).click();
  const link = section.getByText(/\/opds\/v1\.2\/catalog\?token=/);
  await expect(link).toBeVisible();
  const { pathname, search } = new URL((await link.textContent())!);

  // An app has no cookie: a fresh client, with only the link.
  const app = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const opened = await app.get(pathname + search);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain("<title>Continue reading</title>");
  expect((await app.get(pathname)).status()).toBe(401);

  await section.getByRole("button", { name: "Revoke link" }).click();
  await expect(section.getByRole("button", { name: "Make a personal link" })).toBeVisible();
  expect((await app.get(pathname + search)).status()).toBe(401);
  await app.dispose();
});
