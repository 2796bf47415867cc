import { ChevronDown } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";

export const FaqList_faq = graphql(`
  fragment FaqList_faq on Faq {
    id
    question
    answer
  }
`);

/** Questions that open to show their answer, one at a time or several. */
export function FaqList(props: { faqs: readonly FragmentType<typeof FaqList_faq>[] }) {
  const faqs = useFragment(FaqList_faq, props.faqs);
  return (
    <ul className="divide-y rounded-2xl border bg-card">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="pb-4 text-sm leading-6 text-muted-foreground">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
