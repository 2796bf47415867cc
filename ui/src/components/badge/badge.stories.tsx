import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { englishUiText, UiTextProvider } from "../../lib/ui-text.tsx";
import { Badge, HotBadge, MANGA_STATUSES, NewBadge, PremiumBadge, StatusBadge } from "./badge.tsx";

const meta = {
  title: "Components/Data/Badge",
  component: Badge,
  args: { children: "Action", variant: "secondary" },
  argTypes: {
    variant: {
      control: "select",
      options: [
        "default",
        "secondary",
        "outline",
        "success",
        "warning",
        "info",
        "destructive",
        "muted",
        "new",
        "hot",
        "premium",
      ],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Statuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {MANGA_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const Highlights: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <NewBadge />
      <HotBadge />
      <PremiumBadge />
      <PremiumBadge>Premium Member</PremiumBadge>
    </div>
  ),
};

/** The highlights' own words come from the app's UiText, in the interface's language. */
export const HighlightsTranslated: Story = {
  render: () => (
    <UiTextProvider
      text={{ ...englishUiText, newBadge: "新着", hotBadge: "人気急上昇", premium: "プレミアム" }}
    >
      <div className="flex flex-wrap gap-2">
        <NewBadge />
        <HotBadge />
        <PremiumBadge />
      </div>
    </UiTextProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("プレミアム")).toBeVisible();
    await expect(canvas.queryByText("Premium")).toBeNull();
  },
};

export const Genres: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {["Action", "Fantasy", "Romance", "Slice of Life"].map((genre) => (
        <Badge key={genre} variant="secondary">
          {genre}
        </Badge>
      ))}
      <Badge variant="outline">Seinen</Badge>
    </div>
  ),
};
