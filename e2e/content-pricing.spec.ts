import { elsewhere, expect, newAppPage, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { expectHydrated } from "./support/hydration.ts";
import { signUpThroughApi } from "./content-support.ts";
import { newReader, sendSignUpForm } from "./support/readers.ts";

interface PlansData {
  plans: {
    id: string;
    name: string;
    monthlyPrice: number;
    yearlyPrice: number;
    yearlySavingsPercent: number;
  }[];
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;

test("pricing switches to yearly prices and shows the saving the prices give", async ({
  page,
  request,
}) => {
  const { plans } = await queryApi<PlansData>(
    request,
    `{ plans { id name monthlyPrice yearlyPrice yearlySavingsPercent } }`,
  );
  const premium = plans.find((plan) => plan.id === "premium")!;
  // 12 × monthly − yearly, as a share of 12 × monthly: the saving the seeded prices really give.
  const saving = Math.round(
    (100 * (12 * premium.monthlyPrice - premium.yearlyPrice)) / (12 * premium.monthlyPrice),
  );
  expect(premium.yearlySavingsPercent).toBe(saving);

  await page.goto("/subscription");
  const premiumCard = page.getByRole("group", { name: premium.name });
  await expect(premiumCard).toContainText(`${usd(premium.monthlyPrice)}/month`);

  const yearly = page.getByRole("tab", { name: /Yearly/ });
  await expect(yearly).toContainText(`Save ${saving}%`);
  await yearly.click();
  // The address holds the period: a link to it opens on Yearly.
  await expect(page).toHaveURL("/subscription?period=yearly");
  await expect(premiumCard).toContainText(`${usd(premium.yearlyPrice)}/year`);
  await expect(premiumCard).toContainText(`save ${saving}%`);

  await premiumCard.getByRole("link", { name: "Start Free Trial" }).click();
  await expect(page).toHaveURL("/signup?plan=premium&period=yearly");
});

test("Start Free Trial signs a new reader up on the plan and period they chose", async ({
  browser,
}) => {
  const reader = newReader("Noor", Date.now().toString(36));
  const page = await newAppPage(browser, elsewhere());
  await page.goto("/subscription");
  await expectHydrated(page.getByRole("tab", { name: /Yearly/ }));
  await page.getByRole("tab", { name: /Yearly/ }).click();
  await page.getByRole("group", { name: "Ultimate" }).getByRole("link").click();
  await expect(page).toHaveURL("/signup?plan=ultimate&period=yearly");

  const form = page.getByRole("form", { name: "Sign up" });
  await expect(form).toContainText("The plan you chose starts as soon as your account is made.");
  await sendSignUpForm(page, reader);

  await expect(page).toHaveURL("/subscription");
  const billed = () =>
    queryApi<{ me: { plan: { id: string }; billingPeriod: string } }>(
      page.request,
      "{ me { plan { id } billingPeriod } }",
    ).then(({ me }) => me);
  expect(await billed()).toEqual({ plan: { id: "ultimate" }, billingPeriod: "YEARLY" });

  // The pricing page opens on the period the reader is billed by, and offers the other one.
  await page.reload();
  await expect(page.getByRole("tab", { name: /Yearly/ })).toHaveAttribute("aria-selected", "true");
  const ultimate = page.getByRole("group", { name: "Ultimate" });
  await expect(ultimate.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await page.getByRole("tab", { name: "Monthly" }).click();
  await ultimate.getByRole("button", { name: "Switch to monthly billing" }).click();
  // The toast is also read out by a live region: the first copy is the visible one.
  await expect(page.getByText("You're on the Ultimate plan, billed monthly").first()).toBeVisible();
  await expect(ultimate.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  expect(await billed()).toEqual({ plan: { id: "ultimate" }, billingPeriod: "MONTHLY" });
  await page.context().close();
});

test("the pricing FAQ shows billing questions under Billing", async ({ page, request }) => {
  const { faqs } = await queryApi<{ faqs: { question: string }[] }>(
    request,
    `{ faqs(category: "billing") { question } }`,
  );
  await page.goto("/subscription");
  await expectHydrated(page.getByRole("tab", { name: "Billing" }));
  await page.getByRole("tab", { name: "Billing" }).click();
  for (const faq of faqs) await expect(page.getByText(faq.question)).toBeVisible();
});

test("a signed-in reader switches plans from the pricing page", async ({ page }) => {
  await signUpThroughApi(page, "Kenji");
  await page.goto("/subscription");
  await expect(page.getByText("Billing is a demo")).toBeVisible();
  const free = page.getByRole("group", { name: "Free" });
  const ultimate = page.getByRole("group", { name: "Ultimate" });
  await expect(free.getByRole("button", { name: "Current Plan" })).toBeDisabled();

  await ultimate.getByRole("button", { name: "Switch to Ultimate" }).click();
  await expect(ultimate.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(free.getByRole("button", { name: "Switch to Free" })).toBeEnabled();
  await free.getByRole("button", { name: "Switch to Free" }).click();
  // Free is billed by no period.
  await expect(page.getByText("You're on the Free plan").first()).toBeVisible();
  await expect(free.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await ultimate.getByRole("button", { name: "Switch to Ultimate" }).click();
  await expect(ultimate.getByRole("button", { name: "Current Plan" })).toBeDisabled();

  await page.reload();
  await expect(ultimate.getByRole("button", { name: "Current Plan" })).toBeDisabled();
});

test("without JavaScript, a signed-in reader switches plans with the plan buttons", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...elsewhere() });
  const page = await context.newPage();
  await signUpThroughApi(page, "Rin");
  await page.goto("/subscription?period=yearly");
  const ultimate = page.getByRole("group", { name: "Ultimate" });
  await ultimate.getByRole("button", { name: "Switch to Ultimate" }).click();

  await expect(page).toHaveURL("/subscription?period=yearly&changed=ultimate");
  await expect(
    page.getByRole("status").filter({ hasText: "You're on the Ultimate plan, billed yearly" }),
  ).toBeVisible();
  await expect(ultimate.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  const { me } = await queryApi<{ me: { plan: { id: string }; billingPeriod: string } }>(
    page.request,
    "{ me { plan { id } billingPeriod } }",
  );
  expect(me).toEqual({ plan: { id: "ultimate" }, billingPeriod: "YEARLY" });
  await context.close();
});
