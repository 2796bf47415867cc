import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AppLink, Card, PageHeader } from "@inkpanel/ui";
import { Mail, MessagesSquare, Newspaper, ScrollText, type LucideIcon } from "lucide-react";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";

// Forums, a Discord server and events do not exist yet: the footer's links to them land here,
// on the ways readers can take part today.
/** In the interface's language: built at each render. */
const waysToJoin = (): {
  icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  action: string;
}[] => [
  {
    icon: MessagesSquare,
    title: t`Join the discussion`,
    text: t`Debates, rankings and reader polls: the blog's Discussion articles are where the community talks.`,
    href: "/blog?category=discussion",
    action: t`Read discussions`,
  },
  {
    icon: Newspaper,
    title: t`Follow the news`,
    text: t`New series, reader updates and what is coming next, on the blog's News feed.`,
    href: "/blog?category=news",
    action: t`Read the news`,
  },
  {
    icon: Mail,
    title: t`Tell us your ideas`,
    text: t`Suggest a series, a feature or an event. Every message is read and answered within 24 hours.`,
    href: "/contact?category=feature",
    action: t`Send an idea`,
  },
  {
    icon: ScrollText,
    title: t`Community Guidelines`,
    text: t`How we keep Inkpanel friendly and spoiler-safe for everyone.`,
    href: "/guidelines",
    action: t`Read the guidelines`,
  },
];

export function CommunityRoute() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-screen-lg space-y-8 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`Community`}
        description={t`Ways to take part in the Inkpanel community.`}
      />
      <PageHeader
        eyebrow={t`Community`}
        title={t`Join the Inkpanel community`}
        description={t`Forums, a Discord server and reader events are on their way. Until they open, here is where readers meet today.`}
      />
      <ul className="grid gap-5 sm:grid-cols-2">
        {waysToJoin().map(({ icon: Icon, ...way }) => (
          <li key={way.title}>
            <Card className="flex h-full flex-col gap-3 p-6">
              <Icon className="size-7 text-primary" aria-hidden />
              <h2 className="text-lg font-semibold">{way.title}</h2>
              <p className="flex-1 text-sm text-muted-foreground">{way.text}</p>
              <AppLink
                href={way.href}
                className="text-sm font-semibold text-primary hover:underline"
              >
                {way.action} →
              </AppLink>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
