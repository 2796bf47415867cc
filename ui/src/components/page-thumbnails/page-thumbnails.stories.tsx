import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { sampleCover } from "../../storybook/sample-covers.ts";
import { PageThumbnails } from "./page-thumbnails.tsx";

const pages = [
  { width: 800, height: 1200 },
  { width: 800, height: 1200 },
  { width: 1600, height: 1200 },
  { width: 800, height: 1200 },
].map((size, index) => ({
  ...size,
  imageUrl: sampleCover(`Page ${index + 1}`, index, size.width, size.height),
  label: `Page ${index + 1}`,
}));

const meta = {
  title: "Components/Manga/PageThumbnails",
  component: PageThumbnails,
  args: { pages, label: "Pages of chapter 12" },
  decorators: [
    (Story) => (
      <div className="w-[36rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageThumbnails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chapter: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Pages of chapter 12" });
    await expect(list.querySelectorAll("li")).toHaveLength(4);
    // A double-page spread keeps its wide shape.
    await expect(canvas.getByRole("img", { name: "Page 3" })).toHaveAttribute("width", "1600");
    await expect(canvas.getByText("1600 × 1200")).toBeVisible();
  },
};

export const OnePage: Story = { args: { pages: pages.slice(0, 1) } };
