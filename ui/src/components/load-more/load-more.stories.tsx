import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { LoadMore } from "./load-more.tsx";

const meta = {
  title: "Components/Data/LoadMore",
  component: LoadMore,
  args: { shown: 12, total: 48, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("Showing 12 of 48")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Load More" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Loading…" })).toBeDisabled();
  },
};

export const AllLoaded: Story = {
  args: { shown: 48 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.getByText("You've seen all 48")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { failure: "Could not load more titles." },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Could not load more titles.");
    await expect(canvas.getByText("Showing 12 of 48")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** A list that knows whether a next page exists but not its size: no count line. */
export const WithoutTotal: Story = {
  args: { total: undefined, hasMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Load More" })).toBeEnabled();
    await expect(canvas.queryByText(/Showing/)).not.toBeInTheDocument();
  },
};

/**
 * A list whose next page has its own address: Load More is a link to it, which a plain click
 * loads in place and which works without JavaScript.
 */
export const AsLink: Story = {
  args: { href: "?after=YXJyYXljb25uZWN0aW9uOjEx" },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Load More" });
    await expect(link).toHaveAttribute("href", "?after=YXJyYXljb25uZWN0aW9uOjEx");
    await userEvent.click(link);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    // Loaded in place: the story's page did not follow the link.
    await expect(window.location.search).not.toContain("after=");
  },
};

/** The link while its page loads: still the focused link, marked disabled, and inert. */
export const AsLinkLoading: Story = {
  args: { href: "?after=YXJyYXljb25uZWN0aW9uOjEx", loading: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: "Loading…" });
    await expect(link).toHaveAttribute("aria-disabled", "true");
    link.click();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};
