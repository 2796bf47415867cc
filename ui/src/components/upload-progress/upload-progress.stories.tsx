import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { UploadProgress } from "./upload-progress.tsx";

const meta = {
  title: "Components/Forms/UploadProgress",
  component: UploadProgress,
  args: { label: "Chapter 12.cbz", percent: 42, status: "Uploading… 42 %" },
  decorators: [
    (Story) => (
      <div className="w-[28rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  args: { onCancel: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Chapter 12.cbz" })).toHaveAttribute(
      "aria-valuenow",
      "42",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Processing: Story = {
  args: { percent: 100, status: "Processing pages…" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.getByText("Processing pages…")).toBeVisible();
  },
};

export const Starting: Story = { args: { percent: 0, status: "Starting…" } };
