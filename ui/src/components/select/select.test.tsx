import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "../field/field.tsx";
import { Select } from "./select.tsx";

const options = [
  { value: "general", label: "General question" },
  { value: "billing", label: "Billing" },
];

/**
 * The server's HTML as a browser without JavaScript reads it: DOMParser parses with scripting
 * off, so <noscript>'s content is markup.
 */
const withoutJavaScript = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("Select in a form, without JavaScript", () => {
  it("is the browser's own select, named by the field's label, with the same choice", () => {
    const page = withoutJavaScript(
      renderToString(
        <Field label="Category">
          <Select name="category" options={options} defaultValue="billing" placeholder="Choose" />
        </Field>,
      ),
    );
    const select = page.querySelector("select")!;
    expect(select.name).toBe("category");
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ["", "Choose"],
      ["general", "General question"],
      ["billing", "Billing"],
    ]);
    expect(select.value).toBe("billing");
    // The label names the first element with its id: the native select, not the list's button.
    const label = page.querySelector("label")!;
    expect(page.getElementById(label.htmlFor)).toBe(select);
    // The list's button, which cannot open without JavaScript, is hidden then.
    expect(page.querySelector("button")!.className).toContain("noscript:hidden");
  });

  it("is only the list when it is no form's field", () => {
    const html = renderToString(<Select options={options} aria-label="Sort" />);
    expect(html).not.toContain("<noscript>");
    expect(html).not.toContain("noscript:hidden");
  });
});
