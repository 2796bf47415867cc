import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import { Field } from "../field/field.tsx";
import { Select } from "./select.tsx";

const sortOptions = [
  { value: "popularity", label: "Popularity" },
  { value: "rating", label: "Rating" },
  { value: "title", label: "Title A-Z" },
  { value: "year", label: "Year" },
  { value: "latest", label: "Latest Chapter" },
];

const meta = {
  title: "Components/Forms/Select",
  component: Select,
  args: { options: sortOptions, placeholder: "Sort by", onValueChange: fn() },
  render: (args) => (
    <Field label="Sort" className="w-64">
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAnOption: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Sort" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "Rating" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("rating");
    await expect(trigger).toHaveTextContent("Rating");
  },
};

export const WithValue: Story = { args: { defaultValue: "title" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "rating" } };
