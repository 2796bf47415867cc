import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LegalPage, type LegalDocument } from "./legal-page.tsx";

const shortTerms: LegalDocument = {
  title: "Terms of Service",
  summary: "The rules for using Inkpanel.",
  sections: [
    { heading: "Agreement", paragraphs: ["You must be at least 13 years old."] },
    { heading: "Plans & Billing", paragraphs: ["Refunds within 30 days."] },
  ],
};

describe("LegalPage", () => {
  it("dates the text and numbers its sections", () => {
    render(<LegalPage document={shortTerms} />, { wrapper: MemoryRouter });
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: January 15, 2024")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "2. Plans & Billing" }),
    ).toBeInTheDocument();
  });

  it("links each contents entry to its section", () => {
    const { container } = render(<LegalPage document={shortTerms} />, { wrapper: MemoryRouter });
    const contents = screen.getByRole("navigation", { name: "Sections" });
    const link = within(contents).getByRole("link", { name: "Plans & Billing" });
    expect(link).toHaveAttribute("href", "#plans-billing");
    expect(container.querySelector("#plans-billing")).toHaveTextContent("Refunds within 30 days.");
  });
});
