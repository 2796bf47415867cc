import {
  Badge,
  Button,
  Card,
  NAVBAR_STYLES,
  Navbar,
  PageHeader,
  setNavbarStyle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useNavbarStyle,
  type NavbarStyle,
} from "@inkpanel/ui";
import { Check } from "lucide-react";
import { useLocation } from "react-router";
import {
  navbarStyleDetails,
  navbarStyleNames,
} from "../../components/appearance-menu/navbar-style-names.ts";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { navbarLinks } from "../../lib/navbar-links.ts";
import { useLingui } from "@lingui/react/macro";

export function NavbarShowcaseRoute() {
  const { t, i18n } = useLingui();
  const appliedStyle = useNavbarStyle();
  return (
    <div className="mx-auto max-w-screen-xl space-y-8 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`Navbar Showcase`}
        description={t`Inkpanel's six navigation styles, live: preview each one and apply it to the whole site.`}
      />
      <PageHeader
        eyebrow={t`Developer`}
        title={t`Navbar Showcase`}
        description={t`Six navigation styles, live. Apply one and every navbar on the site switches at once; the choice is kept in this browser.`}
        actions={
          <Badge variant="secondary">{t`Current: ${i18n._(navbarStyleNames[appliedStyle])}`}</Badge>
        }
      />
      <Tabs defaultValue={NAVBAR_STYLES[0]}>
        <TabsList aria-label={t`Navbar styles`} className="w-full justify-start">
          {NAVBAR_STYLES.map((style) => (
            <TabsTrigger key={style} value={style}>
              {i18n._(navbarStyleNames[style])}
            </TabsTrigger>
          ))}
        </TabsList>
        {NAVBAR_STYLES.map((style) => (
          <TabsContent key={style} value={style}>
            <StyleDetails style={style} applied={style === appliedStyle} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function StyleDetails({ style, applied }: { style: NavbarStyle; applied: boolean }) {
  const { t, i18n } = useLingui();
  const details = navbarStyleDetails[style];
  const name = i18n._(navbarStyleNames[style]);
  const { pathname } = useLocation();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <figure className="space-y-2">
        {/* A transform makes the preview the containing block of the fixed sidebar rail; inert keeps
            the sample out of the keyboard order and the accessibility tree. */}
        <div
          inert
          className="relative h-72 overflow-hidden rounded-2xl border bg-background [transform:translateZ(0)]"
        >
          <Navbar
            variant={style}
            links={navbarLinks}
            currentPath={pathname}
            user={null}
            onSearch={() => {}}
          />
          <div
            className={
              style === "sidebar"
                ? "space-y-3 p-6 md:pl-[calc(var(--sidebar-width)+1.5rem)]"
                : "space-y-3 p-6"
            }
          >
            <div className="h-6 w-1/3 rounded bg-muted" />
            <div className="h-4 w-2/3 rounded bg-muted" />
            <div className="h-4 w-1/2 rounded bg-muted" />
          </div>
        </div>
        <figcaption className="text-sm text-muted-foreground">
          {t`Live preview of the ${name} style.`}
        </figcaption>
      </figure>
      <Card className="flex flex-col gap-4 p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-xl font-bold">{name}</h2>
          <Badge variant="outline">{i18n._(details.badge)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{i18n._(details.description)}</p>
        <ul className="space-y-2 text-sm" aria-label={t`Features`}>
          {details.features.map((feature) => (
            <li key={feature.id} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />{" "}
              {i18n._(feature)}
            </li>
          ))}
        </ul>
        <Button
          className="mt-auto"
          variant={applied ? "secondary" : "primary"}
          disabled={applied}
          onClick={() => setNavbarStyle(style)}
        >
          {applied ? t`Applied` : t`Apply This Style`}
        </Button>
      </Card>
    </div>
  );
}
