import { AppLink, Card, CopyCodeBlock } from "@inkpanel/ui";
import { Code, DocSection } from "./doc-parts.tsx";

const prerequisites = [
  { name: "Node.js 20.19 or later", note: "the server runs TypeScript directly with tsx" },
  { name: "pnpm 10", note: "npm i -g pnpm@10" },
  {
    name: "PostgreSQL 15 or later (optional)",
    note: "without one, an embedded PostgreSQL (PGlite) is used",
  },
];

const setupSteps = [
  {
    title: "Install the dependencies",
    text: "This also generates the Prisma client and the GraphQL types.",
    code: "pnpm install",
  },
  {
    title: "Start Inkpanel",
    text: "Builds the web app and serves it with the API on one port. The first start migrates and seeds the embedded database.",
    code: "pnpm start",
  },
  {
    title: "Or use your own PostgreSQL",
    text: "Point DATABASE_URL at it, apply the migrations and load the sample catalogue.",
    code: `export DATABASE_URL=postgresql://postgres@127.0.0.1:5432/inkpanel
pnpm db:migrate
pnpm db:seed
pnpm start`,
  },
  {
    title: "Develop with reload",
    text: "The API restarts on changes and Vite serves the app on :5173, proxying /graphql and /media.",
    code: "pnpm dev",
  },
];

const projectStructure = `package.json        workspace scripts (start, dev, test, db:*, codegen, storybook)
prisma/             schema.prisma, migrations/, seed/
server/src/         the GraphQL API, one folder per domain:
  catalog/ reader/ blog/ site/ accounts/ media/
  lib/              db client, context, errors, pagination
web/src/            the React app
  routes/<route>/   each screen with its one query
  components/       app pieces that own a GraphQL fragment
ui/src/             the design system (components, tokens, stories)
e2e/                Playwright journeys`;

export function GettingStartedTab() {
  return (
    <div className="space-y-10">
      <DocSection title="Prerequisites">
        <ul className="grid gap-3 sm:grid-cols-3">
          {prerequisites.map((item) => (
            <li key={item.name}>
              <Card className="h-full p-4">
                <p className="font-medium">{item.name}</p>
                <p className="text-sm text-muted-foreground">{item.note}</p>
              </Card>
            </li>
          ))}
        </ul>
      </DocSection>
      <DocSection title="Setup">
        <ol className="space-y-6">
          {setupSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 space-y-2">
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
                <CopyCodeBlock code={step.code} language="bash" />
              </div>
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted-foreground">
          Then open <Code>http://localhost:4000</Code> for the site and{" "}
          <a href="/graphql" className="text-primary underline underline-offset-4">
            /graphql
          </a>{" "}
          for the GraphQL playground, with the API's schema and example operations.
        </p>
      </DocSection>
      <DocSection title="Project structure">
        <CopyCodeBlock code={projectStructure} language="text" />
      </DocSection>
      <DocSection title="Included pages">
        <p className="text-muted-foreground">
          Home, browse, popular and latest lists, search, manga detail and the chapter reader, the
          blog, pricing, sign-in and the reader dashboard, information and legal pages, and these
          developer pages.{" "}
          <AppLink href="/pages" className="text-primary underline underline-offset-4">
            All Pages
          </AppLink>{" "}
          lists every one with its route and status.
        </p>
      </DocSection>
    </div>
  );
}
