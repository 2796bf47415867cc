import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { SkipLink } from "./skip-link.tsx";

const meta = {
  title: "Components/Navigation/SkipLink",
  component: SkipLink,
  args: { targetId: "story-main" },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <nav aria-label="Example navigation">
          <a href="#one">A navigation link</a>
        </nav>
        <main id="story-main" tabIndex={-1} className="mt-4 rounded-md border p-4">
          <h1 className="text-lg font-semibold">The page's content</h1>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until Tab reaches it; Enter moves focus past the navigation to the content. */
export const SkipsToContent: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Skip to content" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};
