import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { AutoScrollControl, type AutoScrollControlProps } from "./auto-scroll-control.tsx";

const meta = {
  title: "Components/Reader/AutoScrollControl",
  component: AutoScrollControl,
  args: { playing: false, speed: 80, onPlayingChange: fn(), onSpeedChange: fn() },
  // Controlled by the story, so a click shows its effect.
  render: function Render(args: AutoScrollControlProps) {
    const [playing, setPlaying] = useState(args.playing);
    const [speed, setSpeed] = useState(args.speed);
    return (
      <AutoScrollControl
        playing={playing}
        speed={speed}
        onPlayingChange={(next) => {
          setPlaying(next);
          args.onPlayingChange(next);
        }}
        onSpeedChange={(next) => {
          setSpeed(next);
          args.onSpeedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AutoScrollControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Auto-scroll" }));
    await expect(args.onPlayingChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole("button", { name: "Pause auto-scroll" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const Playing: Story = {
  args: { playing: true, speed: 200 },
  play: async ({ args, canvas, userEvent }) => {
    const speed = canvas.getByRole("slider", { name: "Auto-scroll speed" });
    await expect(speed).toHaveAttribute("aria-valuenow", "200");
    speed.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onSpeedChange).toHaveBeenCalledWith(220);
  },
};
