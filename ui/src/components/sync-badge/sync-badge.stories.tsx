import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SyncBadge } from "./sync-badge.tsx";

const meta = {
  title: "Components/Offline/SyncBadge",
  component: SyncBadge,
  args: { offline: true, pending: 2, label: "Offline: progress will sync" },
} satisfies Meta<typeof SyncBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineWithProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Offline: progress will sync");
  },
};

export const Syncing: Story = { args: { offline: false, label: "Progress will sync" } };

export const NothingWaiting: Story = {
  args: { offline: false, pending: 0, label: "Progress will sync" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};
