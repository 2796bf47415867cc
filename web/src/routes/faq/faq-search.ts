interface SearchableFaq {
  question: string;
  answer: string;
}

/** The questions whose question or answer contains the search text, ignoring case. */
export function searchFaqs<T extends SearchableFaq>(faqs: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...faqs];
  return faqs.filter(
    (faq) =>
      faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle),
  );
}
