import { AppLink, Card, NAVBAR_STYLES } from "@inkpanel/ui";
import { useLingui } from "@lingui/react";
import {
  navbarStyleDetails,
  navbarStyleNames,
} from "../../components/appearance-menu/navbar-style-names.ts";
import { BookOpen, Database, Layers, Moon, Newspaper, Search, type LucideIcon } from "lucide-react";
import { DocSection } from "./doc-parts.tsx";

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Layers,
    title: "Library",
    text: "Browse, popular and latest lists with filters, sorting, grid or list, and Load More.",
  },
  { icon: Search, title: "Search", text: "Search titles and authors with filters, from any page." },
  {
    icon: BookOpen,
    title: "Reader",
    text: "Single or double pages, zoom, fullscreen, keyboard shortcuts and preloading.",
  },
  {
    icon: Newspaper,
    title: "Blog",
    text: "Categories, featured articles, table of contents, likes and related reading.",
  },
  {
    icon: Moon,
    title: "Themes",
    text: "Light, dark and system themes, six colour schemes and six navbar styles.",
  },
  {
    icon: Database,
    title: "Real data",
    text: "Everything comes from the GraphQL API over PostgreSQL; nothing is hard-coded sample data.",
  },
];

const stack = [
  {
    layer: "Web",
    tools: "React 19, React Router 7, Apollo Client 4, Tailwind CSS 4, Radix UI, Vite 8",
  },
  {
    layer: "API",
    tools: "Node.js, Express 5, Apollo Server 5, GraphQL 16, GraphQL Code Generator",
  },
  {
    layer: "Data",
    tools: "PostgreSQL (or embedded PGlite), Prisma 6.19, migrations and seed in prisma/",
  },
  {
    layer: "Quality",
    tools: "TypeScript (strict), Vitest 4, Storybook 10, Playwright, ESLint, Prettier",
  },
];

export function FeaturesTab() {
  // The styles' names and descriptions are the interface's, shown in its language.
  const { i18n } = useLingui();
  return (
    <div className="space-y-10">
      <DocSection title="Features">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full space-y-2 p-5">
                <Icon className="size-6 text-primary" aria-hidden />
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </DocSection>
      <DocSection title="Technology stack">
        <dl className="divide-y rounded-2xl border">
          {stack.map((row) => (
            <div key={row.layer} className="grid gap-1 p-4 sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold">{row.layer}</dt>
              <dd className="text-sm text-muted-foreground">{row.tools}</dd>
            </div>
          ))}
        </dl>
      </DocSection>
      <DocSection title="Six navbar styles">
        <ul className="grid gap-3 sm:grid-cols-2">
          {NAVBAR_STYLES.map((style) => (
            <li key={style} className="rounded-xl border p-4">
              <p className="font-medium">{i18n._(navbarStyleNames[style])}</p>
              <p className="text-sm text-muted-foreground">
                {i18n._(navbarStyleDetails[style].description)}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          Readers pick one from the appearance menu; it is saved in the browser and every navbar
          switches at once. Try them all in the{" "}
          <AppLink href="/navbar-showcase" className="text-primary underline underline-offset-4">
            Navbar Showcase
          </AppLink>
          .
        </p>
      </DocSection>
    </div>
  );
}
