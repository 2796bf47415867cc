import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { readMailTo } from "../../server/src/mail/mail-files.ts";
import { queryApi } from "./api.ts";
import { expectHydrated } from "./hydration.ts";
import { e2eMailDir } from "./server.ts";
import { newAppPage } from "./test.ts";

// Readers for journeys: each signs up with an address of its own run, and verifies it through
// the mail the server wrote.

export interface Reader {
  name: string;
  email: string;
  password: string;
}

export const newReader = (name: string, run: string): Reader => ({
  name,
  email: `${name.toLowerCase()}.${run}@journeys.test`,
  password: `${name} reads every night`,
});

export async function signUp(page: Page, reader: Reader) {
  await page.goto("/signup");
  await sendSignUpForm(page, reader);
  await expect(page.getByRole("heading", { name: `Welcome back, ${reader.name}!` })).toBeVisible();
}

/** Fills in the sign-up form on the page as the reader, and sends it. */
export async function sendSignUpForm(page: Page, reader: Reader) {
  const form = page.getByRole("form", { name: "Sign up" });
  // What is typed before the form is hydrated would be lost.
  await expectHydrated(form.getByLabel("Full name"));
  await form.getByLabel("Full name").fill(reader.name);
  await form.getByLabel("E-mail").fill(reader.email);
  await form.getByLabel("Password", { exact: true }).fill(reader.password);
  await form.getByLabel("Confirm password").fill(reader.password);
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** The link to `pathname` in the newest mail to the reader, once the server has written it. */
export async function mailedLink(reader: Reader, pathname: string): Promise<URL> {
  let link: string | null = null;
  await expect
    .poll(async () => (link = (await readMailTo(e2eMailDir, reader.email)).at(-1)?.link ?? null))
    .toContain(`${pathname}?token=`);
  return new URL(link!);
}

/** Opens the verification link from the newest mail to the reader, as they would from their inbox. */
export async function verifyByMail(page: Page, reader: Reader) {
  const { pathname, search } = await mailedLink(reader, "/verify-email");
  await page.goto(pathname + search);
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
}

/**
 * A browser of the reader's own, signed up and verified through the API with the mailed token:
 * for journeys about what a reader does once in, which need no page load for it (the form and
 * the link in the browser have journeys of their own in accounts.spec.ts).
 */
export async function verifiedReaderPage(
  browser: Browser,
  reader: Reader,
  options?: BrowserContextOptions,
): Promise<Page> {
  const page = await newAppPage(browser, options);
  await queryApi(page.request, `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, {
    input: { ...reader, acceptTerms: true },
  });
  const token = (await mailedLink(reader, "/verify-email")).searchParams.get("token");
  await queryApi(page.request, `mutation ($token: String!) { verifyEmail(token: $token) }`, {
    token,
  });
  return page;
}
