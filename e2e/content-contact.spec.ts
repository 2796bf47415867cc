import { expect, test } from "./support/test.ts";

test("the contact form asks for what is missing, then sends and says so", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });

  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Enter your name.")).toBeVisible();
  await expect(form.getByText("Enter your e-mail address.")).toBeVisible();
  await expect(form.getByText("Enter a subject.")).toBeVisible();
  await expect(form.getByText("Enter your message.")).toBeVisible();

  await form.getByLabel("Name").fill("Aiko Tanaka");
  await form.getByLabel("E-mail").fill("aiko@");
  await form.getByLabel("Subject").fill("Chapter 12 will not open");
  const message = "Chapter 12 of Ashen Crown stops loading at page 3.";
  await form.getByLabel("Message").fill(message);
  await expect(form.getByText(`${message.length}/1000`)).toBeVisible();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Enter a valid e-mail address.")).toBeVisible();
  // What was typed stays.
  await expect(form.getByLabel("Subject")).toHaveValue("Chapter 12 will not open");

  await form.getByLabel("E-mail").fill("aiko@example.com");
  await form.getByRole("combobox", { name: "Category (optional)" }).click();
  await page.getByRole("option", { name: "Technical support" }).click();
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("aiko@example.com");
});
