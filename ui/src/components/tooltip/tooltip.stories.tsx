import type { Meta, StoryObj } from "@storybook/react-vite";
import { Share2 } from "lucide-react";
import { expect, screen } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Tooltip } from "./tooltip.tsx";

const meta = {
  title: "Components/Feedback/Tooltip",
  component: Tooltip,
  args: {
    content: "Share this chapter",
    children: (
      <Button variant="secondary" size="icon" aria-label="Share">
        <Share2 />
      </Button>
    ),
  },
  argTypes: { side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Share" }).focus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Share this chapter");
  },
};
