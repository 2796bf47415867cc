import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Section } from "./section.tsx";

const meta = {
  title: "Components/Layout/Section",
  component: Section,
  parameters: { layout: "padded" },
  args: {
    title: "All Articles",
    children: <p className="text-muted-foreground">Reviews, guides and news from the team.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "All Articles" });
    await expect(region).toContainElement(canvas.getByRole("heading", { level: 2 }));
  },
};

export const SmallHeading: Story = {
  args: {
    title: "Quick help",
    headingClassName: "text-base font-semibold",
    className: "space-y-3",
  },
};
