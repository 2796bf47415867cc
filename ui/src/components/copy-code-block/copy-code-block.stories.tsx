import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn } from "storybook/test";
import { CopyCodeBlock } from "./copy-code-block.tsx";

const meta = {
  title: "Components/Data/CopyCodeBlock",
  component: CopyCodeBlock,
  args: { language: "bash", code: "pnpm install\npnpm db:migrate && pnpm db:seed\npnpm dev" },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyCodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesToClipboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(writeText).toHaveBeenCalledWith(args.code);
    await expect(await canvas.findByRole("button", { name: "Copied!" })).toBeVisible();
  },
};

export const ClipboardUnavailable: Story = {
  play: async ({ canvas, userEvent }) => {
    spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await expect(await canvas.findByRole("button", { name: "Copy failed" })).toBeVisible();
  },
};
