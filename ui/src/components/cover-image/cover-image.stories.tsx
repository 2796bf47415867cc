import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { sampleCover } from "../../storybook/sample-covers.ts";
import { CoverImage } from "./cover-image.tsx";

const meta = {
  title: "Components/Manga/CoverImage",
  component: CoverImage,
  args: { src: sampleCover("Crimson Moon", 2), sizes: "12rem", className: "w-48 rounded-xl" },
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector("img")!;
    await expect(cover).toHaveAttribute("alt", "");
    await expect(cover).toHaveAttribute("loading", "lazy");
  },
};

/** As the continue-reading card draws it: a thumbnail beside the title. */
export const Thumbnail: Story = {
  args: { sizes: "5rem", className: "w-20 rounded-md" },
};

/** A cover the server stores offers its variants, so a small one downloads a small file. */
export const StoredCover: Story = {
  args: { src: "/media/images/covers/sample/cover.w900" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toHaveAttribute(
      "srcset",
      expect.stringContaining("cover.w900?w=320 320w"),
    );
  },
};
