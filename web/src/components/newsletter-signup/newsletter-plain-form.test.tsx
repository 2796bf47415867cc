import { NewsletterForm } from "@inkpanel/ui";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useNewsletterPlainForm } from "./use-subscribe-newsletter.ts";

function FooterNewsletter() {
  return <NewsletterForm {...useNewsletterPlainForm("newsletter")} onSubscribe={async () => {}} />;
}

/** The footer's newsletter form on the page at `url`, as the server's answer leads back to it. */
function openAt(url: string) {
  const router = createMemoryRouter([{ path: "*", Component: FooterNewsletter }], {
    initialEntries: [url],
  });
  const { container } = render(<RouterProvider router={router} />);
  return container.querySelector("form")!;
}

const emailBox = () => screen.getByRole("textbox", { name: "E-mail address" });

describe("useNewsletterPlainForm", () => {
  it("posts to /newsletter and names the page and the form to come back to", () => {
    const form = openAt("/browse?sort=RATING");
    expect(form.getAttribute("action")).toBe("/newsletter");
    expect(form.id).toBe("newsletter");
    expect(Object.fromEntries(new FormData(form))).toEqual({
      returnTo: "/browse?sort=RATING",
      form: "newsletter",
      email: "",
    });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says the server's answer, with the address that was typed", () => {
    openAt(
      "/?newsletter=already-subscribed&newsletterForm=newsletter&newsletterEmail=aiko%40example.com",
    );
    expect(emailBox()).toHaveValue("aiko@example.com");
    expect(screen.getByRole("alert")).toHaveTextContent("This address is already subscribed.");
  });

  it("says a refused address and the sender's throttling as the app does", () => {
    openAt("/?newsletter=email&newsletterForm=newsletter&newsletterEmail=aiko%40");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid e-mail address.");
    expect(emailBox()).toHaveValue("aiko@");
  });

  it("says when to try again after too many sign-ups", () => {
    openAt("/?newsletter=rate-limited&newsletterForm=newsletter&newsletterRetryAfter=120");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Too many requests came from your connection. Try again in 120 seconds.",
    );
  });

  it("says the reader is subscribed", () => {
    openAt("/blog?newsletter=subscribed&newsletterForm=newsletter");
    expect(screen.getByRole("status")).toHaveTextContent("You're subscribed.");
  });

  it("leaves another form's answer to that form", () => {
    openAt("/blog?newsletter=email&newsletterForm=blog-newsletter&newsletterEmail=x");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(emailBox()).toHaveValue("");
  });
});
