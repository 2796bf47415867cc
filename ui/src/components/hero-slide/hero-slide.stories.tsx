import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { sampleCover } from "../../storybook/sample-covers.ts";
import { withStoryLinks } from "../../storybook/story-links.tsx";
import { MANGA_STATUSES } from "../badge/badge.tsx";
import { HeroSlide } from "./hero-slide.tsx";

const meta = {
  title: "Components/Manga/HeroSlide",
  component: HeroSlide,
  decorators: [withStoryLinks],
  parameters: { layout: "padded" },
  args: {
    title: "Starlit Academy",
    description:
      "Two rival students share a dorm, a telescope and a secret that could end the academy.",
    backgroundUrl: sampleCover("Starlit Academy", 1, 1200, 600),
    rating: 8.9,
    status: "COMPLETED",
    genres: ["Romance", "School", "Comedy"],
    latestChapterLabel: "Chapter 120",
    readHref: "/manga/2/chapter/1",
    detailsHref: "/manga/2",
  },
  argTypes: {
    status: { control: "select", options: MANGA_STATUSES },
  },
  render: (args) => (
    <div className="overflow-hidden rounded-3xl">
      <HeroSlide {...args} />
    </div>
  ),
} satisfies Meta<typeof HeroSlide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("link", { name: "Start Reading" })).toHaveAttribute(
      "href",
      args.readHref,
    );
    await expect(canvas.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      args.detailsHref,
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };
