import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { withStoryLinks } from "../../storybook/story-links.tsx";
import { Footer } from "./footer.tsx";

const meta = {
  title: "Navigation/Footer",
  component: Footer,
  decorators: [withStoryLinks],
  parameters: { layout: "fullscreen" },
  args: {
    onSubscribe: fn(async () => {}),
    year: 2026,
    newsletterPitch: "Join 50,000+ readers",
    contact: {
      email: "hello@inkpanel.example",
      phone: "+1 (555) 010-2024",
      address: "Tokyo · Remote",
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const legal = within(canvas.getByRole("navigation", { name: "Legal" }));
    await expect(legal.getByRole("link", { name: "DMCA" })).toHaveAttribute("href", "/dmca");
    const categories = within(canvas.getByRole("navigation", { name: "Categories" }));
    await expect(categories.getByRole("link", { name: "Sci-Fi" })).toHaveAttribute(
      "href",
      "/browse?genre=Sci-Fi",
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };

export const WithoutContact: Story = { args: { contact: undefined } };
