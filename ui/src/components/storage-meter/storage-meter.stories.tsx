import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StorageMeter } from "./storage-meter.tsx";

const meta = {
  title: "Components/Offline/StorageMeter",
  component: StorageMeter,
  args: {
    usedBytes: 48_000_000,
    quotaBytes: 2_000_000_000,
    label: "Storage used",
    description: "48 MB of 2 GB used",
    note: "Your browser keeps these downloads even when space runs low.",
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StorageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeUsed: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole("progressbar", { name: "Storage used" });
    await expect(meter).toHaveAttribute("aria-valuetext", "48 MB of 2 GB used");
  },
};

export const NearlyFull: Story = {
  args: { usedBytes: 1_900_000_000, description: "1.9 GB of 2 GB used", note: undefined },
};
