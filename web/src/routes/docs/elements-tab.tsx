import { AppLink, CopyCodeBlock } from "@inkpanel/ui";
import { Code, DocSection } from "./doc-parts.tsx";

const importExample = `import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from "@inkpanel/ui";

export function PlanTeaser() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Premium</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Badge variant="premium">Popular</Badge>
        <Button>Start Free Trial</Button>
      </CardContent>
    </Card>
  );
}`;

export function ElementsTab() {
  return (
    <div className="space-y-10">
      <DocSection title="The design system">
        <p className="text-muted-foreground">
          Every element lives in the <Code>@inkpanel/ui</Code> package: typography, form controls,
          cards, badges, alerts, avatars, tables, tabs, dialogs, toasts, the manga card, the navbar
          and the footer. They are built on Radix UI primitives, styled with Tailwind CSS and the
          design tokens, and work with the keyboard and screen readers.
        </p>
        <CopyCodeBlock code={importExample} language="tsx" />
      </DocSection>
      <DocSection title="See them live">
        <p className="text-muted-foreground">
          <AppLink href="/html-elements" className="text-primary underline underline-offset-4">
            HTML Elements
          </AppLink>{" "}
          shows the elements on this site with code to copy and the colour tokens. For every state
          of every component, run Storybook:
        </p>
        <CopyCodeBlock code="pnpm storybook" language="bash" />
      </DocSection>
    </div>
  );
}
