import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ChoiceLink } from "./choice-link.tsx";

const meta = {
  title: "Components/Navigation/ChoiceLink",
  component: ChoiceLink,
  args: { href: "?category=news", current: false, onChoose: fn(), children: "News", size: "sm" },
} satisfies Meta<typeof ChoiceLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click makes the choice in place: the story's page does not follow the link. */
export const Choose: Story = {
  args: { variant: "outline" },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "News" });
    await expect(link).toHaveAttribute("href", "?category=news");
    await expect(link).not.toHaveAttribute("aria-current");
    await userEvent.click(link);
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(window.location.search).not.toContain("category=");
  },
};

/** The choice made now. */
export const Current: Story = {
  args: { current: true, variant: "primary" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "News" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  },
};

/** A click with a key held opens the link as asked (here: nothing chosen in place). */
export const OpenedElsewhere: Story = {
  args: { variant: "outline" },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: "News" });
    // Kept from leaving the story; the choice must not be made in place.
    link.addEventListener("click", (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
