import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PlainFilterForm } from "./plain-filter-form.tsx";

const statuses = [
  { value: "ongoing", label: "Ongoing" },
  { value: "completed", label: "Completed" },
  { value: "hiatus", label: "Hiatus" },
];

/** A select of `values`, each labelled by itself capitalised. */
const select = (name: string, label: string, values: string[], value: string) =>
  ({
    kind: "select",
    name,
    label,
    options: values.map((option) => ({
      value: option,
      label: option[0]!.toUpperCase() + option.slice(1),
    })),
    value,
  }) as const;

const meta = {
  title: "Components/Forms/PlainFilterForm",
  component: PlainFilterForm,
  args: {
    label: "Filters",
    submitLabel: "Apply filters",
    clear: { href: "/browse", label: "Clear All" },
    className: "max-w-xs",
    fields: [
      { kind: "text", name: "q", label: "Search manga or author", value: "" },
      {
        kind: "checkboxes",
        name: "genre",
        label: "Genres",
        options: [
          { value: "action", label: "Action" },
          { value: "drama", label: "Drama" },
          { value: "romance", label: "Romance" },
        ],
        checked: ["drama"],
      },
      { kind: "checkboxes", name: "status", label: "Status", options: statuses, checked: [] },
      {
        kind: "number",
        name: "minRating",
        label: "Minimum rating",
        min: 0,
        max: 10,
        step: 0.1,
        value: 0,
      },
      select("sort", "Sort by", ["popularity", "rating"], "popularity"),
    ],
  },
} satisfies Meta<typeof PlainFilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the form would send, read instead of leaving the story. */
function capturedSubmit(form: HTMLFormElement) {
  let sent: URLSearchParams | undefined;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  });
  return () => sent;
}

/** Browse's filters: the chosen values are checked, and Apply sends each in the address. */
export const Browse: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole("form", { name: "Filters" });
    await expect(form).toHaveAttribute("method", "get");
    await expect(canvas.getByRole("checkbox", { name: "Drama" })).toBeChecked();
    const sent = capturedSubmit(form as HTMLFormElement);

    await userEvent.click(canvas.getByRole("checkbox", { name: "Action" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Hiatus" }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort by" }), "rating");
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "Minimum rating" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Minimum rating" }), "7.5");
    await userEvent.click(canvas.getByRole("button", { name: "Apply filters" }));

    await expect(sent()?.getAll("genre")).toEqual(["action", "drama"]);
    await expect(sent()?.getAll("status")).toEqual(["hiatus"]);
    await expect(sent()?.get("sort")).toBe("rating");
    await expect(sent()?.get("minRating")).toBe("7.5");
    await expect(canvas.getByRole("link", { name: "Clear All" })).toHaveAttribute(
      "href",
      "/browse",
    );
  },
};

/** Search's: one status as radios, a flag, and the search made above the list kept unseen. */
export const Search: Story = {
  args: {
    clear: undefined,
    fields: [
      { kind: "hidden", name: "q", value: "academy" },
      {
        kind: "radios",
        name: "status",
        label: "Status",
        options: [{ value: "all", label: "All" }, ...statuses],
        checked: "all",
      },
      { kind: "flag", name: "completed", label: "Completed series only", checked: false },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("radio", { name: "All" })).toBeChecked();
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
    const sent = capturedSubmit(canvas.getByRole("form", { name: "Filters" }) as HTMLFormElement);

    await userEvent.click(canvas.getByRole("radio", { name: "Ongoing" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Completed series only" }));
    await userEvent.click(canvas.getByRole("button", { name: "Apply filters" }));

    await expect(sent()?.toString()).toBe("q=academy&status=ongoing&completed=true");
  },
};

/** A list's order and view in a row above it, keeping the list's period unseen. */
export const Inline: Story = {
  args: {
    inline: true,
    clear: undefined,
    className: undefined,
    label: "Order",
    submitLabel: "Apply",
    fields: [
      { kind: "hidden", name: "period", value: "month" },
      select("sort", "Sort by", ["views", "rating"], "rating"),
      select("view", "View", ["grid", "list"], "grid"),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveValue("rating");
    const sent = capturedSubmit(canvas.getByRole("form", { name: "Order" }) as HTMLFormElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "View" }), "list");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(sent()?.toString()).toBe("period=month&sort=rating&view=list");
  },
};
