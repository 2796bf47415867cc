import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Label } from "../field/field.tsx";
import { Checkbox } from "./checkbox.tsx";

/** The server's HTML as a browser without JavaScript reads it (DOMParser parses with scripting off). */
const withoutJavaScript = (html: string) => new DOMParser().parseFromString(html, "text/html");

const rememberMe = (checked: boolean) =>
  withoutJavaScript(
    renderToString(
      <form>
        <Checkbox id="remember-me" name="remember" checked={checked} />
        <Label htmlFor="remember-me">Remember me</Label>
      </form>,
    ),
  );

describe("Checkbox in a form, without JavaScript", () => {
  it("is the browser's own checkbox, named by the label, sending on when ticked", () => {
    const page = rememberMe(false);
    const box = page.querySelector<HTMLInputElement>("input[type=checkbox][name=remember]")!;
    const label = page.querySelector("label")!;
    expect(page.getElementById(label.htmlFor)).toBe(box);
    expect(Object.fromEntries(new FormData(page.querySelector("form")!))).toEqual({});
    box.checked = true;
    expect(Object.fromEntries(new FormData(page.querySelector("form")!))).toEqual({
      remember: "on",
    });
    // The design system's box, which cannot be ticked without JavaScript, is hidden then.
    expect(page.querySelector("button[role=checkbox]")!.className).toContain("noscript:hidden");
  });

  it("starts as the app's box does, and the form sends the field once", () => {
    const page = rememberMe(true);
    expect(page.querySelector<HTMLInputElement>("input[name=remember]")!.checked).toBe(true);
    expect(new FormData(page.querySelector("form")!).getAll("remember")).toEqual(["on"]);
  });

  it("without a name, is only the design system's box", () => {
    const page = withoutJavaScript(renderToString(<Checkbox id="plain" />));
    expect(page.querySelector("noscript")).toBeNull();
    expect(page.querySelector("button[role=checkbox]")!.className).not.toContain("noscript:");
  });
});
