import { afterEach, describe, expect, it } from "vitest";
import { keyBelongsElsewhere } from "./key-owner.ts";

afterEach(() => document.body.replaceChildren());

/** A keydown on the element of `html` marked `data-target` (or the body). */
function pressOn(html: string, key: string) {
  document.body.innerHTML = html;
  const target = document.querySelector("[data-target]") ?? document.body;
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe("keyBelongsElsewhere", () => {
  it("leaves the page's keys to the reader when nothing else uses them", () => {
    for (const key of [" ", "ArrowRight", "f", "Home"]) {
      expect(keyBelongsElsewhere(pressOn("<main tabindex='-1' data-target></main>", key))).toBe(
        false,
      );
    }
    // A bar's button has no use for the arrows, H or F: they still turn pages and toggle.
    for (const key of ["ArrowLeft", "h", "f"]) {
      expect(keyBelongsElsewhere(pressOn("<button data-target>Next</button>", key))).toBe(false);
    }
  });

  it("gives Space and Enter to buttons, links and switches", () => {
    for (const html of [
      "<button data-target>Previous</button>",
      "<a href='/manga/1' data-target>Back to the title</a>",
      "<button role='switch' data-target>Auto-play</button>",
    ]) {
      expect(keyBelongsElsewhere(pressOn(html, " "))).toBe(true);
      expect(keyBelongsElsewhere(pressOn(html, "Enter"))).toBe(true);
    }
  });

  it("gives the arrows to radio groups, menus, tabs and sliders", () => {
    for (const html of [
      "<div role='radiogroup'><button role='radio' data-target>Newest</button></div>",
      "<div role='menu'><div role='menuitem' tabindex='-1' data-target>Report</div></div>",
      "<div role='tablist'><button role='tab' data-target>Info</button></div>",
      "<span role='slider' tabindex='0' data-target></span>",
    ]) {
      expect(keyBelongsElsewhere(pressOn(html, "ArrowRight"))).toBe(true);
      expect(keyBelongsElsewhere(pressOn(html, "End"))).toBe(true);
    }
  });

  it("gives every key to an open dialog, even before focus has reached it", () => {
    for (const key of [" ", "ArrowRight", "f", "h", "o", "?"]) {
      const html = "<div role='dialog'><p tabindex='-1' data-target>Keyboard shortcuts</p></div>";
      expect(keyBelongsElsewhere(pressOn(html, key))).toBe(true);
      const behind = "<main data-target></main><div role='dialog'>Chapter comments</div>";
      expect(keyBelongsElsewhere(pressOn(behind, key))).toBe(true);
    }
  });

  it("gives typing to fields", () => {
    expect(keyBelongsElsewhere(pressOn("<textarea data-target></textarea>", " "))).toBe(true);
    expect(keyBelongsElsewhere(pressOn("<input data-target />", "f"))).toBe(true);
  });

  it("leaves a key another handler took alone", () => {
    document.body.innerHTML = "<main data-target></main>";
    const event = new KeyboardEvent("keydown", { key: "ArrowRight", cancelable: true });
    event.preventDefault();
    expect(keyBelongsElsewhere(event)).toBe(true);
  });
});
