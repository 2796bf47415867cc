import { Badge, Tabs, TabsContent, TabsList, TabsTrigger } from "@inkpanel/ui";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { CustomizationTab } from "./customization-tab.tsx";
import { DeploymentTab } from "./deployment-tab.tsx";
import { ElementsTab } from "./elements-tab.tsx";
import { FeaturesTab } from "./features-tab.tsx";
import { GettingStartedTab } from "./getting-started-tab.tsx";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

// The sections' text is developer content and stays in English; their names are interface.
const docTabs = [
  { value: "getting-started", label: msg`Getting Started`, Content: GettingStartedTab },
  { value: "customization", label: msg`Customization`, Content: CustomizationTab },
  { value: "elements", label: msg`Elements`, Content: ElementsTab },
  { value: "features", label: msg`Features`, Content: FeaturesTab },
  { value: "deployment", label: msg`Deployment`, Content: DeploymentTab },
];

/** The documented release of Inkpanel. */
const docsVersion = "1.0";

export function DocsRoute() {
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-screen-lg space-y-8 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`Documentation`}
        description={t`Set up, customise and deploy Inkpanel: its stack, scripts, environment and design system.`}
      />
      <header className="space-y-4 rounded-3xl bg-linear-to-br from-primary/20 via-primary/5 to-transparent px-6 py-10 sm:px-10">
        <Badge variant="secondary">{t`Version ${docsVersion}`}</Badge>
        <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t`Inkpanel Documentation`}
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          {t`Everything you need to run Inkpanel on your machine, make it look like yours and put it online: a React app and a GraphQL API over PostgreSQL, in one pnpm workspace.`}
        </p>
      </header>
      <Tabs defaultValue="getting-started">
        <TabsList aria-label={t`Documentation sections`} className="w-full justify-start">
          {docTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {i18n._(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {docTabs.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
