import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { StaticReader } from "./static-reader.tsx";
import { pageDrawing } from "../reader-page/page-drawing.ts";

const chapter = "/manga/moonlit-blade/chapter/12";

const meta = {
  title: "Components/Reader/StaticReader",
  component: StaticReader,
  parameters: { layout: "fullscreen" },
  args: {
    title: { href: "/manga/moonlit-blade", label: "Moonlit Blade" },
    heading: "Chapter 12: The Long Night",
    page: { src: pageDrawing(800, 1200, "Page 2"), alt: "Page 2", width: 800, height: 1200 },
    position: "Page 2 of 3",
    previous: { href: `${chapter}?page=1`, label: "Previous page" },
    next: { href: `${chapter}?page=3`, label: "Next page" },
    navigationLabel: "Pages",
  },
} satisfies Meta<typeof StaticReader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page between two others: back and on, and the page itself turns it. */
export const MiddlePage: Story = {
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Pages" });
    await expect(canvas.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      `${chapter}?page=1`,
    );
    await expect(pages).toHaveTextContent("Page 2 of 3");
    const image = canvas.getByRole("img", { name: "Page 2" });
    await expect(image.closest("a")).toHaveAttribute("href", `${chapter}?page=3`);
    // Its box keeps the page's proportions, loaded or not.
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.height - box.width * 1.5)).toBeLessThan(2);
  },
};

/** The first page of the first chapter: no way back. */
export const FirstPage: Story = {
  args: {
    heading: "Chapter 1",
    page: { src: pageDrawing(800, 1200, "Page 1"), alt: "Page 1", width: 800, height: 1200 },
    position: "Page 1 of 3",
    previous: null,
  },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole("navigation", { name: "Pages" });
    await expect(canvas.queryByRole("link", { name: /Previous/ })).toBeNull();
    await expect(pages).toHaveTextContent("Next page");
  },
};

/** The last page: on to the next chapter. */
export const LastPage: Story = {
  args: {
    page: { src: pageDrawing(800, 1200, "Page 3"), alt: "Page 3", width: 800, height: 1200 },
    position: "Page 3 of 3",
    previous: { href: `${chapter}?page=2`, label: "Previous page" },
    next: { href: "/manga/moonlit-blade/chapter/12.5", label: "Next chapter" },
  },
};

/** On a phone: the page fits between the bars. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
};
