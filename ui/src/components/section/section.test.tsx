import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section.tsx";

describe("Section", () => {
  it("is a region named by its heading, one id per section", () => {
    render(
      <>
        <Section title="Other ways to reach us">by phone</Section>
        <Section title="Quick help">the FAQ</Section>
      </>,
    );
    const contact = screen.getByRole("region", { name: "Other ways to reach us" });
    expect(contact.textContent).toContain("by phone");
    expect(screen.getByRole("region", { name: "Quick help" }).textContent).toContain("the FAQ");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });
});
