import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { CoverImage } from "./cover-image.tsx";

const stored = "/media/images/covers/abc/cover.w900";

it("offers a stored cover's variants at the width it is drawn", () => {
  const { container } = render(<CoverImage src={stored} sizes="5rem" className="w-20" />);
  const cover = container.querySelector("img")!;
  expect(cover.getAttribute("srcset")).toBe(
    `${stored}?w=320 320w, ${stored}?w=640 640w, ${stored}?w=900 900w`,
  );
  expect(cover.getAttribute("sizes")).toBe("5rem");
  expect(cover.className).toBe("aspect-[2/3] object-cover w-20");
});

it("shows any other cover as it is, reserving its 2:3 room before it loads", () => {
  const { container } = render(<CoverImage src="/media/covers/night-ferry.svg" sizes="50vw" />);
  const cover = container.querySelector("img")!;
  expect(cover.hasAttribute("srcset")).toBe(false);
  expect([cover.getAttribute("width"), cover.getAttribute("height")]).toEqual(["600", "900"]);
  expect(cover.getAttribute("alt")).toBe("");
});
