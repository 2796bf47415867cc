import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { AppForm } from "./app-form.tsx";

const serverHtmlOf = (props: ComponentProps<typeof AppForm>) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <AppForm {...props} />
    </I18nProvider>,
  );

// What the server's HTML says without JavaScript, where only <noscript> shows.
const notice = "This form needs JavaScript. Turn it on in your browser to send it.";

it("says without JavaScript that a form only the app sends needs it", () => {
  const html = serverHtmlOf({ "aria-label": "Review" });
  expect(html).toContain('method="post"');
  expect(html).toContain(`<noscript>`);
  expect(html).toContain(notice);
});

it("says nothing of JavaScript on a form the server answers itself", () => {
  const html = serverHtmlOf({ action: "/contact", "aria-label": "Contact form" });
  expect(html).toContain('action="/contact"');
  expect(html).not.toContain(notice);
});
