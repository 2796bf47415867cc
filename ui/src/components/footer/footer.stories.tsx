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
    newsletterPitch: "New chapters every Friday",
    contact: {
      email: "hello@inkpanel.example",
      phone: "+1 (555) 010-2024",
      address: "Tokyo · Remote",
    },
    socialLinks: [
      { label: "Inkpanel on X", href: "https://x.com/inkpanel" },
      { label: "Inkpanel on Instagram", href: "https://instagram.com/inkpanel" },
      { label: "Inkpanel on Discord", href: "https://discord.gg/inkpanel" },
    ],
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

/** The site's own accounts open in a new tab, without handing it this page. */
export const SocialLinks: Story = {
  play: async ({ args, canvas }) => {
    const follow = within(canvas.getByRole("list", { name: "Follow Inkpanel" }));
    const links = follow.getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual(
      args.socialLinks?.map((link) => link.href),
    );
    const instagram = follow.getByRole("link", {
      name: "Inkpanel on Instagram (opens in a new tab)",
    });
    await expect(instagram).toHaveAttribute("href", "https://instagram.com/inkpanel");
    await expect(instagram).toHaveAttribute("target", "_blank");
    await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const WithoutSocialLinks: Story = {
  args: { socialLinks: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list", { name: "Follow Inkpanel" })).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: "mobile1" } } };

export const WithoutContact: Story = { args: { contact: undefined } };
