import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { englishUiText, UiTextProvider } from "../../lib/ui-text.tsx";
import { Rating } from "./rating.tsx";

const meta = {
  title: "Components/Data/Rating",
  component: Rating,
  args: { value: 8.7 },
  argTypes: { value: { control: { type: "range", min: 0, max: 10, step: 0.1 } } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Score: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Rated 8.7 out of 10" })).toHaveTextContent("8.7");
  },
};

export const WithCount: Story = {
  args: { value: 9.2, count: 12480, size: "md" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img")).toHaveTextContent("9.2(12.5K)");
  },
};

/** Numbers are written as the interface's language writes them: French has a decimal comma. */
export const InFrench: Story = {
  args: { value: 9.2, count: 12480, size: "md" },
  decorators: [
    (Story) => (
      <UiTextProvider text={{ ...englishUiText, locale: "fr" }}>
        <Story />
      </UiTextProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img")).toHaveTextContent(/^9,2\(12,5\sk\)$/);
  },
};
