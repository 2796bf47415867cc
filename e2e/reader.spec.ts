import { expect, test } from "@playwright/test";
import { queryApi } from "./support/api.ts";

// A title of the seeded catalogue (prisma/seed/data) with many chapters.
const mangaSlug = "ashen-crown";

interface ChapterPages {
  chapter: { pageCount: number; next: { number: number; pageCount: number } | null };
}

test("reads through a chapter boundary with the keyboard", async ({ page, request }) => {
  const { chapter } = await queryApi<ChapterPages>(
    request,
    `query ($mangaId: ID!) { chapter(mangaId: $mangaId, number: 1) { pageCount next { number pageCount } } }`,
    { mangaId: mangaSlug },
  );
  const lastPage = chapter.pageCount;
  expect(chapter.next).not.toBeNull();

  await page.goto(`/manga/${mangaSlug}/chapter/1?page=${lastPage - 1}`);
  await expect(page.getByText(`Page ${lastPage - 1} of ${lastPage}`)).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=${lastPage}`);
  await expect(page.getByText("100% completed")).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/${chapter.next!.number}?page=1`);
  await expect(page.getByText(`Page 1 of ${chapter.next!.pageCount}`)).toBeVisible();

  // And back over the boundary, to the last page of chapter 1.
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=${lastPage}`);
});

test("the interface hides with H and the previous button is disabled on the first page", async ({
  page,
}) => {
  await page.goto(`/manga/${mangaSlug}/chapter/1`);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.keyboard.press("h");
  await expect(page.getByRole("banner")).toHaveAttribute("inert");
  await page.keyboard.press("h");
  await expect(page.getByRole("banner")).not.toHaveAttribute("inert");
});

test("a signed-out reader switches to right to left and keeps it on the next visit", async ({
  page,
}) => {
  await page.goto(`/manga/${mangaSlug}/chapter/1?page=2`);
  await page.getByRole("combobox", { name: "Reading direction" }).click();
  await page.getByRole("option", { name: "Right to left (manga)" }).click();
  // Arrow keys typed into a picker stay there: reading goes on from the page.
  await page.getByRole("img", { name: "Page 2" }).click();

  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=3`);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=2`);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Reading direction" })).toHaveText(
    "Right to left (manga)",
  );
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=3`);
});

test("a signed-in reader's direction is saved to their preferences", async ({ page }) => {
  const email = `direction.${Date.now().toString(36)}@journeys.test`;
  await queryApi(page.request, `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, {
    input: { name: "Rin Direction", email, password: "Rin reads manga", acceptTerms: true },
  });

  await page.goto(`/manga/${mangaSlug}/chapter/1`);
  const saved = page.waitForResponse((response) =>
    Boolean(response.request().postData()?.includes("SaveReadingDirection")),
  );
  await page.getByRole("combobox", { name: "Reading direction" }).click();
  await page.getByRole("option", { name: "Right to left (manga)" }).click();
  await saved;

  // Saved with the account, not in this browser: the settings screen shows it.
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Preferences" }).click();
  await expect(page.getByRole("combobox", { name: "Reading direction" })).toHaveText(
    "Right to left",
  );
  expect(await page.evaluate(() => localStorage.getItem("readingDirection"))).toBeNull();
});
