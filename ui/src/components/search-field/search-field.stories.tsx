import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { SearchField } from "./search-field.tsx";

const meta = {
  title: "Components/Forms/SearchField",
  component: SearchField,
  args: { label: "Search pages", placeholder: "Search pages...", onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("searchbox", { name: "Search pages" });
    await userEvent.type(box, "blog");
    await expect(box).toHaveValue("blog");
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Large: Story = { args: { className: "h-12", defaultValue: "Frieren" } };

const genres = ["Action", "Romance", "Fantasy", "Sci-Fi", "Comedy", "Drama"];

/** Filtering what a page already shows, as the Help Center and the pages directory do. */
export const FiltersAList: Story = {
  args: { label: "Search genres", placeholder: "Search genres..." },
  render: function Render(args) {
    const [search, setSearch] = useState("");
    const shown = genres.filter((genre) => genre.toLowerCase().includes(search.toLowerCase()));
    return (
      <div className="grid gap-3">
        <SearchField {...args} value={search} onChange={(event) => setSearch(event.target.value)} />
        <ul aria-label="Genres" className="text-sm">
          {shown.map((genre) => (
            <li key={genre}>{genre}</li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole("searchbox", { name: "Search genres" });
    await userEvent.type(box, "DR");
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Drama",
    ]);
    await userEvent.clear(box);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(genres.length);
  },
};

/** Inside a search form, Enter submits what was typed. */
export const SubmitsInAForm: Story = {
  args: { label: "Search manga", placeholder: "Search manga...", name: "q" },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState("");
    return (
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get("q")));
        }}
        className="grid gap-3"
      >
        <SearchField {...args} />
        <output className="text-sm">{submitted && `Searched for “${submitted}”`}</output>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search manga" }), "berserk{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("Searched for “berserk”");
  },
};
