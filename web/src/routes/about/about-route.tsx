import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AppLink, Button, Card, Skeleton } from "@inkpanel/ui";
import {
  Award,
  BookOpen,
  Globe2,
  Heart,
  Layers,
  Mail,
  ShieldCheck,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { formatWholeNumber } from "../../lib/format.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import type { aboutLoader } from "./about-query.ts";

// Claims that are not counts of what the database holds stay as copy.
/** In the interface's language: built at each render. */
const milestones = (): { icon: LucideIcon; value: string; label: string }[] => [
  { icon: Sparkles, value: "2020", label: t`Reading since` },
  { icon: Globe2, value: "180+", label: t`Countries` },
  { icon: Award, value: "25+", label: t`Awards` },
];

/** In the interface's language: built at each render. */
const values = (): { icon: LucideIcon; title: string; text: string }[] => [
  {
    icon: Heart,
    title: t`Creators first`,
    text: t`Every series is here under licence. When you read on Inkpanel, the people who made it are part of the deal.`,
  },
  {
    icon: BookOpen,
    title: t`Reading comes first`,
    text: t`A reader that gets out of the way: single or double pages, zoom, keyboard shortcuts and progress that follows you.`,
  },
  {
    icon: ShieldCheck,
    title: t`Respect for readers`,
    text: t`No ad trackers, no selling your data. Free stays free, and paid plans say exactly what they add.`,
  },
];

export function AboutRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof aboutLoader>();
  return (
    <div className="mx-auto max-w-screen-xl space-y-16 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`About Us`}
        description={t`Inkpanel is a home for manga readers: a big library, a great reader, and respect for creators.`}
      />
      <section className="mx-auto max-w-3xl space-y-4 text-center">
        <p className="text-sm font-semibold text-primary">{t`About Inkpanel`}</p>
        <h1 className="font-display text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t`A home for everyone who loves manga`}
        </h1>
        <p className="text-lg text-muted-foreground">
          {t`Inkpanel started in 2020 with a simple idea: reading manga online should feel as good as holding the volume in your hands. Today readers in more than 180 countries browse, read and talk about their favourite series here.`}
        </p>
      </section>

      <section aria-labelledby="today-heading" className="space-y-5">
        <h2 id="today-heading" className="text-center text-2xl font-bold">
          {t`Inkpanel today`}
        </h2>
        <RouteData
          queryRef={queryRef}
          skeleton={
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} className="h-32 rounded-2xl" />
              ))}
            </div>
          }
        >
          {({ siteStats }) => (
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <Stat
                icon={Layers}
                value={formatWholeNumber(siteStats.seriesCount)}
                label={t`Series in the library`}
              />
              <Stat
                icon={BookOpen}
                value={formatWholeNumber(siteStats.chapterCount)}
                label={t`Chapters to read`}
              />
              <Stat
                icon={Users}
                value={formatWholeNumber(siteStats.readerCount)}
                label={t`Registered readers`}
              />
              <Stat
                icon={Mail}
                value={formatWholeNumber(siteStats.newsletterSubscriberCount)}
                label={t`Newsletter subscribers`}
              />
            </dl>
          )}
        </RouteData>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {milestones().map((milestone) => (
            <Stat key={milestone.label} {...milestone} />
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="space-y-5">
        <h2 id="values-heading" className="text-center text-2xl font-bold">
          {t`What we care about`}
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {values().map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full space-y-3 p-6">
                <Icon className="size-8 text-primary" aria-hidden />
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-3xl bg-linear-to-br from-primary/20 to-transparent px-6 py-12 text-center">
        <h2 className="text-2xl font-bold">{t`Start reading, or say hello`}</h2>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <AppLink href="/browse">{t`Browse the library`}</AppLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <AppLink href="/contact">{t`Contact us`}</AppLink>
          </Button>
        </div>
      </section>
    </div>
  );
}

function Stat({ icon: Icon, value, label }: { icon: LucideIcon; value: string; label: string }) {
  return (
    <Card className="flex flex-col items-center gap-1 p-6 text-center">
      <Icon className="mb-2 size-6 text-primary" aria-hidden />
      {/* The term comes first for screen readers; the number reads first on screen. */}
      <dt className="order-3 text-sm text-muted-foreground">{label}</dt>
      <dd className="order-2 text-3xl font-extrabold tracking-tight">{value}</dd>
    </Card>
  );
}
