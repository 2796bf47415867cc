import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ContactForm, SendContactMessage } from "./contact-form.tsx";

// A reader reporting a broken chapter, without a category.
const aikosMessage = {
  name: "Aiko Tanaka",
  email: "aiko@example.com",
  subject: "Chapter 12 will not open",
  category: null,
  message: "Chapter 12 of Ashen Crown stops loading at page 3.",
};

type Mock = MockLink.MockedResponse;

const sendingAikosMessage = (result: Omit<Mock, "request">): Mock => ({
  request: { query: SendContactMessage, variables: { input: aikosMessage } },
  ...result,
});

async function fillInAikosMessage() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), aikosMessage.name);
  await user.type(screen.getByLabelText("E-mail"), aikosMessage.email);
  await user.type(screen.getByLabelText("Subject"), aikosMessage.subject);
  await user.type(screen.getByLabelText("Message"), aikosMessage.message);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  it("sends the message and says where the answer will go", async () => {
    render(
      <MockedProvider
        mocks={[sendingAikosMessage({ result: { data: { sendContactMessage: true } } })]}
      >
        <ContactForm />
      </MockedProvider>,
    );
    await fillInAikosMessage();
    expect(await screen.findByRole("heading", { name: "Message sent!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(aikosMessage.email);
    // The form comes back in place, empty.
    await userEvent.setup().click(screen.getByRole("link", { name: "Send another message" }));
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("shows the API's objection beside the field it names, keeping what was typed", async () => {
    const objection = new GraphQLError(
      `Invalid argument "input.email": must be an e-mail address`,
      {
        extensions: { code: "BAD_USER_INPUT", argumentName: "input.email" },
      },
    );
    render(
      <MockedProvider mocks={[sendingAikosMessage({ result: { errors: [objection] } })]}>
        <ContactForm />
      </MockedProvider>,
    );
    await fillInAikosMessage();
    expect(await screen.findByText("This must be an e-mail address")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue(aikosMessage.subject);
  });

  it("says so when the message cannot be sent at all, keeping the form", async () => {
    render(
      <MockedProvider mocks={[sendingAikosMessage({ error: new Error("Network down") })]}>
        <ContactForm />
      </MockedProvider>,
    );
    await fillInAikosMessage();
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue(aikosMessage.message);
  });

  it("starts with what the server sent back and why it failed, until it is sent again", async () => {
    render(
      <MockedProvider
        mocks={[sendingAikosMessage({ result: { data: { sendContactMessage: true } } })]}
      >
        <ContactForm
          initial={{ ...aikosMessage, email: "", category: "" }}
          failure="Enter your e-mail address."
        />
      </MockedProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Enter your e-mail address.");
    expect(screen.getByLabelText("Message")).toHaveValue(aikosMessage.message);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), aikosMessage.email);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("heading", { name: "Message sent!" })).toBeInTheDocument();
  });

  it("says a message the browser sent was sent, and links to the empty form", () => {
    render(
      <MockedProvider>
        <ContactForm sentTo="aiko@example.com" />
      </MockedProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("aiko@example.com");
    expect(screen.getByRole("link", { name: "Send another message" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
