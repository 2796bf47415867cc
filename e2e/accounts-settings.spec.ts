import { expect, test, type Page } from "./support/test.ts";
import { expectHydrated } from "./support/hydration.ts";
import { newReader, signUp } from "./support/readers.ts";

// A reader's settings: saved profile fields come back after a reload, the bio keeps to 160
// characters, the theme follows the saved preference, and a photo is checked by its content.

/** A new reader with a run-unique address, signed up through the form. */
const signUpAs = (page: Page, name: string) =>
  signUp(page, { ...newReader(name.replace(/\W+/g, "."), Date.now().toString(36)), name });

test("the profile is saved and a bio over 160 characters is refused", async ({ page }) => {
  await signUpAs(page, "Eve Settings");
  await page.goto("/settings");
  const profile = page.getByRole("form", { name: "Profile" });
  await expectHydrated(profile.getByRole("button", { name: "Save Changes" }));
  await profile.getByLabel("Bio").fill("b".repeat(161));
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(profile.getByText("Keep your bio to 160 characters.")).toBeVisible();

  await profile.getByLabel("Bio").fill("Reads seinen on the night bus.");
  await profile.getByLabel("Location").fill("Lisbon");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  // The toast is also read out by a live region: the first copy is the visible one.
  await expect(page.getByText("Profile saved").first()).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Bio")).toHaveValue(
    "Reads seinen on the night bus.",
  );
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Location")).toHaveValue(
    "Lisbon",
  );
});

test("a file that is not an image is refused as a photo", async ({ page }) => {
  await signUpAs(page, "Fay Photo");
  await page.goto("/settings");
  await expectHydrated(page.getByText("Change Photo"));
  await page.getByText("Change Photo").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really a png"),
  });
  await expect(page.getByText("The photo must be a JPG, GIF or PNG image.")).toBeVisible();
});

test("the saved theme applies to the site at once", async ({ page }) => {
  await signUpAs(page, "Gus Theme");
  await page.goto("/settings");
  await expectHydrated(page.getByRole("tab", { name: "Preferences" }));
  await page.getByRole("tab", { name: "Preferences" }).click();
  await page.getByRole("combobox", { name: "Theme" }).click();
  await page.getByRole("option", { name: "Light" }).click();
  await expect(page.getByText("Preferences saved").first()).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  // The choice shows as saved before the next one (choosing the value shown changes nothing).
  await expect(page.getByRole("combobox", { name: "Theme" })).toHaveText("Light");
  await page.getByRole("combobox", { name: "Theme" }).click();
  await page.getByRole("option", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
});
