import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HtmlElementsRoute } from "./html-elements-route.tsx";

describe("HtmlElementsRoute", () => {
  it("shows each group's live examples with their code, Typography first", async () => {
    render(<HtmlElementsRoute />, { wrapper: MemoryRouter });
    expect(screen.getByRole("tab", { name: "Typography" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("heading", { name: "Headings" })).toBeInTheDocument();

    const groups = { Forms: "Inputs", Layout: "Badges and alerts", Data: "Table" };
    for (const [tab, example] of Object.entries(groups)) {
      await userEvent.click(screen.getByRole("tab", { name: tab }));
      expect(screen.getByRole("heading", { name: example })).toBeInTheDocument();
    }
    expect(screen.getByRole("table")).toHaveTextContent("Ultimate");
    expect(screen.getAllByRole("button", { name: "Copy" }).length).toBeGreaterThan(0);
  });

  it("lists every colour token with the text colour meant for it", () => {
    render(<HtmlElementsRoute />, { wrapper: MemoryRouter });
    const tokens = screen.getByRole("region", { name: "Colour tokens" });
    expect(tokens).toHaveTextContent("--primary");
    expect(tokens).toHaveTextContent("--primary-foreground");
    expect(tokens).toHaveTextContent("--premium");
  });
});
