import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { OfflineDownloadButton } from "./offline-download-button.tsx";

const meta = {
  title: "Components/Offline/OfflineDownloadButton",
  component: OfflineDownloadButton,
  args: { status: "idle", label: "Download for offline", onDownload: fn() },
  argTypes: {
    status: { control: "inline-radio", options: ["idle", "downloading", "downloaded", "failed"] },
    percent: { control: { type: "range", min: 0, max: 100 } },
  },
} satisfies Meta<typeof OfflineDownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Download for offline" }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const Downloading: Story = {
  args: {
    status: "downloading",
    label: "Chapter 3: page 6 of 17",
    percent: 35,
    progressLabel: "Download progress",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toBeDisabled();
    await expect(canvas.getByRole("progressbar", { name: "Download progress" })).toHaveAttribute(
      "aria-valuenow",
      "35",
    );
  },
};

export const Downloaded: Story = {
  args: { status: "downloaded", label: "3 chapters on this device" },
};

export const Failed: Story = {
  args: { status: "failed", label: "Download failed: try again" },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Download failed: try again" }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};
