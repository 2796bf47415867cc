import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { sampleCover } from "../../storybook/sample-covers.ts";
import { withStoryLinks } from "../../storybook/story-links.tsx";
import { MangaCard, MangaCardSkeleton, type MangaCardManga } from "./manga-card.tsx";

const blade: MangaCardManga = {
  title: "Blade of the Crimson Moon",
  coverUrl: sampleCover("Crimson Moon", 2),
  author: "Haruto Mori",
  rating: 9.2,
  status: "ONGOING",
  genres: ["Action", "Fantasy", "Supernatural", "Drama", "Mystery"],
  latestChapterLabel: "Chapter 245",
  viewsLabel: "2.4M",
  isNew: true,
  isHot: true,
  description:
    "A disgraced swordsman hunts the demon that stole his shadow across a city that never sleeps.",
};

const meta = {
  title: "Components/Manga/MangaCard",
  component: MangaCard,
  decorators: [withStoryLinks],
  args: { manga: blade, href: "/manga/1", layout: "grid" },
  argTypes: { layout: { control: "inline-radio", options: ["grid", "list"] } },
  render: (args) => (
    <div className={args.layout === "list" ? "w-[40rem]" : "w-52"}>
      <MangaCard {...args} />
    </div>
  ),
} satisfies Meta<typeof MangaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: blade.title })).toHaveAttribute(
      "href",
      "/manga/1",
    );
    const genres = canvas.getByRole("list", { name: "Genres" });
    await expect(genres).toHaveTextContent("ActionFantasy+3");
  },
};

export const List: Story = {
  args: { layout: "list" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Genres" })).toHaveTextContent(
      "ActionFantasySupernatural+2",
    );
  },
};

export const BrowseList: Story = {
  args: { layout: "list", maxGenres: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Genres" })).toHaveTextContent(
      "ActionFantasySupernaturalDrama+1",
    );
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: `Not interested in ${blade.title}` }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    // the button sits above the card's link, which is still there for the rest of the card
    await expect(canvas.getByRole("link", { name: blade.title })).toBeVisible();
  },
};

export const Ranked: Story = { args: { rank: 1, manga: { ...blade, isNew: false } } };

export const Completed: Story = {
  args: {
    manga: {
      ...blade,
      title: "Starlit Academy",
      status: "COMPLETED",
      isNew: false,
      isHot: false,
      coverUrl: sampleCover("Starlit", 1),
    },
  },
};

export const Grid6: Story = {
  render: (args) => (
    <div className="grid w-[64rem] grid-cols-3 gap-5 sm:grid-cols-6">
      {["Crimson Moon", "Starlit", "Iron Tide", "Verdant", "Ember", "Ashen"].map((title, index) => (
        <MangaCard
          key={title}
          {...args}
          href={`/manga/${index}`}
          manga={{
            ...blade,
            title,
            coverUrl: sampleCover(title, index),
            isNew: index < 2,
            isHot: index === 3,
          }}
        />
      ))}
    </div>
  ),
};

export const Loading: Story = {
  render: (args) => (
    <div className={args.layout === "list" ? "w-[40rem]" : "w-52"}>
      <MangaCardSkeleton layout={args.layout} />
    </div>
  ),
};
