import {
  Card,
  COLOR_TOKEN_PAIRS,
  CopyCodeBlock,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@inkpanel/ui";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import {
  dataExamples,
  formExamples,
  layoutExamples,
  typographyExamples,
  type ElementExample,
} from "./element-examples.tsx";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

// eslint-disable-next-line lingui/no-unlocalized-strings -- a sample of the type, not a word
const typeSample = "Aa";

const elementTabs = [
  { value: "typography", label: msg`Typography`, examples: typographyExamples },
  { value: "forms", label: msg`Forms`, examples: formExamples },
  { value: "layout", label: msg`Layout`, examples: layoutExamples },
  { value: "data", label: msg`Data`, examples: dataExamples },
];

export function HtmlElementsRoute() {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-screen-lg space-y-10 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`HTML Elements`}
        description={t`Inkpanel's design system, live: typography, forms, layout and data elements with code to copy.`}
      />
      <PageHeader
        eyebrow={t`Developer`}
        title={t`HTML Elements`}
        description={t`The elements every Inkpanel page is built from, live, with the code that makes them.`}
      />
      <Tabs defaultValue="typography">
        <TabsList aria-label={t`Element groups`} className="w-full justify-start">
          {elementTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {i18n._(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {elementTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="space-y-8">
            {tab.examples.map((example) => (
              <Example key={example.title} example={example} />
            ))}
          </TabsContent>
        ))}
      </Tabs>
      <section aria-labelledby="tokens-heading" className="space-y-4">
        <h2 id="tokens-heading" className="text-2xl font-bold">
          {t`Colour tokens`}
        </h2>
        <p className="text-muted-foreground">
          <Trans>
            Use them as Tailwind classes (<code className="font-mono text-sm">bg-primary</code>,{" "}
            <code className="font-mono text-sm">text-muted-foreground</code>) or CSS variables. They
            follow the theme and the colour scheme you pick.
          </Trans>
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {COLOR_TOKEN_PAIRS.map(([surface, text]) => (
            <li key={surface} className="overflow-hidden rounded-xl border">
              <div
                className="flex h-16 items-end p-2 text-sm font-semibold"
                style={{ background: `var(--${surface})`, color: `var(--${text})` }}
              >
                {typeSample}
              </div>
              <div className="space-y-0.5 p-2 font-mono text-xs">
                <p>--{surface}</p>
                <p className="text-muted-foreground">--{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Example({ example }: { example: ElementExample }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{example.title}</h2>
      <Card className="p-6">{example.preview}</Card>
      <CopyCodeBlock code={example.code} language="tsx" />
    </section>
  );
}
