import type { Meta, StoryObj } from "@storybook/react-vite";
import { BookOpen, ChevronDown, FileText, LayoutGrid } from "lucide-react";
import { expect, fn, screen } from "storybook/test";
import { Button } from "../button/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";

const meta = {
  title: "Components/Overlay/DropdownMenu",
  component: DropdownMenu,
  args: { onOpenChange: fn() },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">
          More <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Explore</DropdownMenuLabel>
        <DropdownMenuItem>
          <FileText /> Blog
        </DropdownMenuItem>
        <DropdownMenuItem>
          <BookOpen /> Docs
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <LayoutGrid /> All Pages
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndChoose: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "More" }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Docs" }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  },
};
