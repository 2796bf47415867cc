import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { withStoryLinks } from "../../storybook/story-links.tsx";
import { ChapterRow } from "./chapter-row.tsx";

const meta = {
  title: "Components/Manga/ChapterRow",
  component: ChapterRow,
  decorators: [withStoryLinks],
  args: {
    number: 245,
    title: "The Shadow Returns",
    releasedAt: "2026-11-20T09:00:00Z",
    pages: 20,
    isNew: true,
    href: "/manga/1/chapter/245",
  },
  render: (args) => (
    <ul className="w-[36rem]">
      <ChapterRow {...args} />
    </ul>
  ),
} satisfies Meta<typeof ChapterRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Read chapter 245" })).toHaveAttribute(
      "href",
      "/manga/1/chapter/245",
    );
    await expect(canvas.getByText("Nov 20, 2026")).toBeVisible();
  },
};

export const Older: Story = {
  args: { number: 12, title: null, isNew: false, releasedAt: "2025-03-02T09:00:00Z" },
};

export const ChapterList: Story = {
  render: () => (
    <ul className="grid w-[36rem] gap-2">
      {[245, 244, 243, 242].map((number, index) => (
        <ChapterRow
          key={number}
          number={number}
          title={`Part ${number - 200}`}
          releasedAt={new Date(Date.UTC(2026, 10, 20 - index * 7))}
          pages={18 + index}
          isNew={index < 3}
          href={`/manga/1/chapter/${number}`}
        />
      ))}
    </ul>
  ),
};
