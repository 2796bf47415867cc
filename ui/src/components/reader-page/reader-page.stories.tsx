import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { ReaderPage } from "./reader-page.tsx";
import { pageDrawing } from "./page-drawing.ts";

const meta = {
  title: "Components/Reader/ReaderPage",
  component: ReaderPage,
  args: {
    src: pageDrawing(800, 1200, "Page 3"),
    alt: "Page 3",
    width: 800,
    height: 1200,
    displayWidth: "16rem",
  },
} satisfies Meta<typeof ReaderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "Page 3" });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    // The box keeps the page's proportions: 16rem wide, one and a half times as tall.
    const box = image.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round(box.width * 1.5));
  },
};

export const Spread: Story = {
  args: {
    src: pageDrawing(1600, 1200, "Pages 6-7"),
    alt: "Page 7",
    width: 1600,
    height: 1200,
    displayWidth: "32rem",
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("img", { name: "Page 7" }).getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(box.height);
  },
};

export const Failed: Story = {
  args: { src: "/no-such-page.svg" },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole("button", { name: "Retry" });
    await expect(canvas.getByRole("alert")).toHaveTextContent("Page 3 could not be loaded.");
    await userEvent.click(retry);
    // Asked again (with a fresh query string), and failed again: the retry is offered again.
    await expect(await canvas.findByRole("button", { name: "Retry" })).toBeVisible();
  },
};
