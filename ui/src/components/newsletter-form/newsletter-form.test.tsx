import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Footer } from "../footer/footer.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

const subscribe = async () => {};

/** The server's HTML as a browser without JavaScript reads it (DOMParser parses with scripting off). */
const withoutJavaScript = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** The form's fields as the browser would send them. */
const sent = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

describe("NewsletterForm as a plain form, without JavaScript", () => {
  it("sends the address and its fields where it is told", () => {
    const page = withoutJavaScript(
      renderToString(
        <NewsletterForm
          id="newsletter"
          onSubscribe={subscribe}
          plainForm={{ action: "/newsletter", fields: { returnTo: "/browse?sort=RATING" } }}
        />,
      ),
    );
    const form = page.querySelector("form")!;
    expect(form.id).toBe("newsletter");
    expect(form.getAttribute("action")).toBe("/newsletter");
    expect(form.method).toBe("post");
    page.querySelector("input[type=email]")!.setAttribute("value", "reader@example.com");
    expect(sent(form)).toEqual({ returnTo: "/browse?sort=RATING", email: "reader@example.com" });
  });

  it("starts with the server's answer: what was typed, and why it was refused", () => {
    const page = withoutJavaScript(
      renderToString(
        <NewsletterForm
          onSubscribe={subscribe}
          plainForm={{ action: "/newsletter", fields: {} }}
          initial={{
            email: "reader@",
            result: { kind: "error", message: "Enter a valid e-mail address." },
          }}
        />,
      ),
    );
    const input = page.querySelector<HTMLInputElement>("input[type=email]")!;
    expect(input.value).toBe("reader@");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const alert = page.querySelector("[role=alert]")!;
    expect(alert.textContent).toBe("Enter a valid e-mail address.");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
  });

  it("starts subscribed, when the server said so", () => {
    const page = withoutJavaScript(
      renderToString(
        <NewsletterForm
          onSubscribe={subscribe}
          plainForm={{ action: "/newsletter", fields: {} }}
          initial={{ email: "", result: { kind: "done" } }}
        />,
      ),
    );
    expect(page.querySelector("[role=status]")!.textContent).toBe(
      "You're subscribed. Watch your inbox!",
    );
  });

  it("without a plain form, sends nothing by itself and is hidden in the footer", () => {
    const page = withoutJavaScript(renderToString(<Footer onSubscribe={subscribe} year={2026} />));
    const form = page.querySelector("form")!;
    expect(form.hasAttribute("action")).toBe(false);
    expect(page.querySelector("input[type=email]")!.hasAttribute("name")).toBe(false);
    expect(form.parentElement!.className).toContain("noscript:hidden");

    const withPlainForm = withoutJavaScript(
      renderToString(
        <Footer
          onSubscribe={subscribe}
          newsletterForm={{ plainForm: { action: "/newsletter", fields: {} } }}
          year={2026}
        />,
      ),
    );
    expect(withPlainForm.querySelector("form")!.parentElement!.className).not.toContain(
      "noscript:hidden",
    );
  });
});
