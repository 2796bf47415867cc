import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { DownloadsList } from "./downloads-list.tsx";

const meta = {
  title: "Components/Offline/DownloadsList",
  component: DownloadsList,
  args: {
    deleteText: "Delete",
    onDelete: fn(),
    items: [
      {
        id: "c1",
        title: "Tides of the Moon",
        chapter: "Chapter 1: Low Water",
        size: "4.2 MB",
        href: "/manga/tides/chapter/1",
        deleteLabel: "Delete Tides of the Moon, chapter 1",
      },
      {
        id: "c2",
        title: "Tides of the Moon",
        chapter: "Chapter 2",
        size: "3.8 MB",
        href: "/manga/tides/chapter/2",
        deleteLabel: "Delete Tides of the Moon, chapter 2",
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-[32rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoChapters: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("link", { name: /Chapter 1: Low Water/ })).toHaveAttribute(
      "href",
      "/manga/tides/chapter/1",
    );
    await userEvent.click(
      canvas.getByRole("button", { name: "Delete Tides of the Moon, chapter 2" }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith("c2");
  },
};

export const OneChapter: Story = {
  args: { items: meta.args.items.slice(0, 1) },
};
