import { describe, expect, it } from "vitest";
import { searchFaqs } from "./faq-search.ts";

const trial = { question: "Is there a free trial?", answer: "Yes: 7 days, no card required." };
const refund = { question: "Can I get a refund?", answer: "Within 30 days of a payment." };

describe("searchFaqs", () => {
  it("matches the question or the answer, ignoring case and surrounding spaces", () => {
    expect(searchFaqs([trial, refund], "  FREE ")).toEqual([trial]);
    expect(searchFaqs([trial, refund], "30 days")).toEqual([refund]);
  });

  it("keeps every question for an empty search and none for text nowhere found", () => {
    expect(searchFaqs([trial, refund], "")).toEqual([trial, refund]);
    expect(searchFaqs([trial, refund], "manga")).toEqual([]);
  });
});
