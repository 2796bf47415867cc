import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { colorSchemePreference, themePreference } from "../../theme/theme.ts";
import { ThemeSwitcher } from "./theme-switcher.tsx";

const meta = {
  title: "Components/Forms/ThemeSwitcher",
  component: ThemeSwitcher,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
  // Start every story from the stored defaults.
  beforeEach: () => {
    themePreference.write("dark");
    colorSchemePreference.write("default");
  },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchemesOnlyInLight: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(
      canvas.queryByRole("radiogroup", { name: "Colour scheme" }),
    ).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole("radio", { name: "Light" }));
    await expect(localStorage.getItem("theme")).toBe("light");
    await userEvent.click(canvas.getByRole("radio", { name: "Ocean Blue" }));
    await expect(localStorage.getItem("colorScheme")).toBe("blue");
    await expect(canvas.getByRole("radio", { name: "Ocean Blue" })).toBeChecked();
    // Each choice is told with the whole pair, for the app to save with the reader's account.
    await expect(args.onChange).toHaveBeenNthCalledWith(1, {
      theme: "light",
      colorScheme: "default",
    });
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: "light", colorScheme: "blue" });
  },
};
