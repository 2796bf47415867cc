import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../gql";
import type { BillingPeriod, PlanCard_PlanFragment } from "../../gql/graphql.ts";
import { PlanCard, PlanCard_plan } from "./plan-card.tsx";

// Premium at the spec's prices: 12 × 9.99 − 99.99 saves 17% of a year of monthly payments.
const premium: PlanCard_PlanFragment = {
  id: "premium",
  name: "Premium",
  description: "Ad-free reading and downloads.",
  monthlyPrice: 9.99,
  yearlyPrice: 99.99,
  yearlySavingsPercent: 17,
  features: ["Ad-free reading", "Offline downloads"],
  limitations: ["Up to 3 devices"],
  popular: true,
};

function renderPlan(period: BillingPeriod, current?: { planId: string; period: BillingPeriod }) {
  const onChoose = vi.fn();
  const card = (
    <PlanCard
      plan={makeFragmentData(premium, PlanCard_plan)}
      period={period}
      current={current}
      onChoose={onChoose}
      choosing={false}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: card }])} />);
  return { onChoose, card: screen.getByRole("group", { name: premium.name }) };
}

describe("PlanCard", () => {
  it("shows the monthly price and, signed out, leads to sign-up with the plan", () => {
    const { card } = renderPlan("MONTHLY");
    expect(card).toHaveTextContent("$9.99/month");
    expect(card).toHaveTextContent("Most Popular");
    expect(screen.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
      "href",
      "/signup?plan=premium&period=monthly",
    );
  });

  it("shows the yearly price with its monthly equivalent and the saving", () => {
    const { card } = renderPlan("YEARLY");
    expect(card).toHaveTextContent("$99.99/year");
    expect(card).toHaveTextContent("$8.33/month · save 17%");
  });

  it("marks the reader's own plan, at the period they are billed, as current", () => {
    renderPlan("MONTHLY", { planId: "premium", period: "MONTHLY" });
    expect(screen.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  });

  it("offers a reader billed monthly their plan billed yearly", async () => {
    const { onChoose } = renderPlan("YEARLY", { planId: "premium", period: "MONTHLY" });
    await userEvent.click(screen.getByRole("button", { name: "Switch to yearly billing" }));
    expect(onChoose).toHaveBeenCalledWith("premium");
  });

  it("offers a reader billed yearly their plan billed monthly", () => {
    renderPlan("MONTHLY", { planId: "premium", period: "YEARLY" });
    expect(screen.getByRole("button", { name: "Switch to monthly billing" })).toBeEnabled();
  });

  it("switches a reader on another plan to this one", async () => {
    const { onChoose } = renderPlan("YEARLY", { planId: "free", period: "MONTHLY" });
    await userEvent.click(screen.getByRole("button", { name: "Switch to Premium" }));
    expect(onChoose).toHaveBeenCalledWith("premium");
  });

  it("is a form the browser can send itself, naming the plan and the period shown", () => {
    renderPlan("YEARLY", { planId: "free", period: "MONTHLY" });
    const form = screen.getByRole("button", { name: "Switch to Premium" }).closest("form")!;
    expect(form.getAttribute("action")).toBe("/subscription");
    expect(form.method).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ plan: "premium", period: "yearly" });
  });
});
