import type { Meta, StoryObj } from "@storybook/react-vite";
import { LayoutGrid, List } from "lucide-react";
import { Button } from "../button/button.tsx";
import { PageHeader } from "./page-header.tsx";

const meta = {
  title: "Components/Layout/PageHeader",
  component: PageHeader,
  parameters: { layout: "padded" },
  args: {
    eyebrow: "Updated daily",
    title: "Latest Releases",
    description: "Fresh chapters from the series you follow and the ones you will.",
    actions: (
      <>
        <Button variant="secondary" size="icon" aria-label="Grid view">
          <LayoutGrid />
        </Button>
        <Button variant="ghost" size="icon" aria-label="List view">
          <List />
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, actions: undefined, title: "Browse" },
};
