import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, BookOpen, Heart } from "lucide-react";
import { expect, fn } from "storybook/test";
import { Button } from "./button.tsx";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Start Reading", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "secondary", "outline", "ghost", "destructive", "premium", "link"],
    },
    size: { control: "select", options: ["sm", "md", "lg", "icon", "icon-sm"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Start Reading" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        <BookOpen /> Start Reading
      </Button>
      <Button {...args} variant="secondary">
        View Details
      </Button>
      <Button {...args} variant="outline">
        Load More
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
      <Button {...args} variant="premium">
        Go Premium
      </Button>
      <Button {...args} variant="link">
        View All <ArrowRight />
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" variant="secondary" aria-label="Add to favorites">
        <Heart />
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Start Reading" })).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#chapter-1">Read chapter 1</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Read chapter 1" })).toHaveAttribute(
      "href",
      "#chapter-1",
    );
  },
};
