import { AppLink, Card } from "@inkpanel/ui";
import { formatLongDate } from "../../lib/format.ts";
import { PageMeta } from "../page-meta/page-meta.tsx";
import { slugify } from "./slugify.ts";
import { useLingui } from "@lingui/react/macro";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** one sentence for search results and link previews */
  summary: string;
  sections: LegalSection[];
}

/** When the legal texts last changed, as the spec states it. */
export const LEGAL_LAST_UPDATED = "2024-01-15";

/** A static legal text: title, last-updated date, contents and numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto grid max-w-screen-lg gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <PageMeta title={document.title} description={document.summary} />
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <Card className="p-4">
          <nav aria-label={t`Sections`}>
            <p className="mb-2 text-sm font-semibold">{t`On this page`}</p>
            <ol className="space-y-1.5 text-sm">
              {document.sections.map((section) => (
                <li key={section.heading}>
                  <a
                    href={`#${slugify(section.heading)}`}
                    className="text-muted-foreground hover:text-primary"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </Card>
      </aside>
      <article className="space-y-8">
        <header className="space-y-2 border-b pb-6">
          <h1 className="font-display text-4xl font-extrabold tracking-tight">{document.title}</h1>
          <p className="text-sm text-muted-foreground">
            {t`Last updated: ${formatLongDate(LEGAL_LAST_UPDATED)}`}
          </p>
          <p className="text-muted-foreground">{document.summary}</p>
        </header>
        {document.sections.map((section, index) => (
          <section
            key={section.heading}
            id={slugify(section.heading)}
            className="scroll-mt-24 space-y-3"
          >
            <h2 className="text-xl font-bold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-7 text-foreground/85">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="border-t pt-6 text-sm text-muted-foreground">
          {t`Questions about this page?`}{" "}
          <AppLink href="/contact" className="text-primary hover:underline">
            {t`Contact us: we answer within 24 hours.`}
          </AppLink>
        </p>
      </article>
    </div>
  );
}
