import type { Meta, StoryObj } from "@storybook/react-vite";
import { Clock, Flame, Star } from "lucide-react";
import { expect } from "storybook/test";
import { TabLinks, Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const meta = {
  title: "Components/Layout/Tabs",
  component: TabsList,
  args: { variant: "pill" },
  argTypes: { variant: { control: "inline-radio", options: ["pill", "underline"] } },
  render: (args) => (
    <Tabs defaultValue="trending" className="w-[28rem]">
      <TabsList {...args} aria-label="Popular this week">
        <TabsTrigger value="trending">
          <Flame /> Trending
        </TabsTrigger>
        <TabsTrigger value="rated">
          <Star /> Highest Rated
        </TabsTrigger>
        <TabsTrigger value="viewed">
          <Clock /> Most Viewed
        </TabsTrigger>
      </TabsList>
      <TabsContent value="trending">What everyone is reading right now.</TabsContent>
      <TabsContent value="rated">The best scores from readers.</TabsContent>
      <TabsContent value="viewed">The most opened titles.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof TabsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pill: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Highest Rated" }));
    await expect(canvas.getByRole("tab", { name: "Highest Rated" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("The best scores from readers.");
  },
};

export const Underline: Story = {
  args: { variant: "underline" },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole("tab", { name: "Trending" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("The most opened titles.");
  },
};

/** Tabs that are links (TabLinks), for a choice held in the address: the chosen one is current. */
export const AsLinks: Story = {
  render: (args) => (
    <TabLinks
      variant={args.variant}
      label="Period"
      links={[
        { href: "?period=week", label: "This Week", current: false },
        { href: "?period=month", label: "This Month", current: true },
        { href: "?period=all", label: "All Time", current: false },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole("navigation", { name: "Period" });
    await expect(row).toBeVisible();
    await expect(canvas.getByRole("link", { name: "This Month" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "All Time" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(canvas.getByRole("link", { name: "This Week" })).toHaveAttribute(
      "href",
      "?period=week",
    );
  },
};
