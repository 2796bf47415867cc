import type { Page } from "@playwright/test";

/**
 * Records what the server's Content Security Policy blocks in the page from now on (a script,
 * style, image, font or worker), as "<directive> blocked <what>".
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
  return violations;
}
