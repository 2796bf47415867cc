import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { NewsletterForm } from "./newsletter-form.tsx";

const meta = {
  title: "Components/Forms/NewsletterForm",
  component: NewsletterForm,
  args: { onSubscribe: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribes: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole("textbox", { name: "E-mail address" }),
      " reader@example.com ",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(args.onSubscribe).toHaveBeenCalledWith("reader@example.com");
    await expect(await canvas.findByRole("status")).toHaveTextContent("You're subscribed.");
  },
};

export const RejectsABadAddress: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail address" });
    await userEvent.type(input, "reader@");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Enter a valid e-mail address.");
    await expect(input).toHaveValue("reader@");
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const ShowsTheServersError: Story = {
  args: {
    onSubscribe: fn(async () => {
      throw new Error("This address is already subscribed.");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail address" });
    await userEvent.type(input, "reader@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This address is already subscribed.",
    );
    await expect(input).toHaveValue("reader@example.com");
  },
};

/** As the page shows the server's answer to a form the browser sent itself (no JavaScript). */
export const AnsweredWithoutJavaScript: Story = {
  args: {
    plainForm: { action: "/newsletter", fields: { returnTo: "/" } },
    initial: {
      email: "reader@example.com",
      result: { kind: "error", message: "This address is already subscribed." },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "E-mail address" })).toHaveValue(
      "reader@example.com",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This address is already subscribed.",
    );
  },
};
