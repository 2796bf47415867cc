import { AppLink, Card, PageHeader } from "@inkpanel/ui";
import { Mail, MessagesSquare, Newspaper, ScrollText, type LucideIcon } from "lucide-react";
import { PageMeta } from "../../app/page-meta.tsx";

// Forums, a Discord server and events do not exist yet: the footer's links to them land here,
// on the ways readers can take part today.
const waysToJoin: {
  icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  action: string;
}[] = [
  {
    icon: MessagesSquare,
    title: "Join the discussion",
    text: "Debates, rankings and reader polls: the blog's Discussion articles are where the community talks.",
    href: "/blog?category=discussion",
    action: "Read discussions",
  },
  {
    icon: Newspaper,
    title: "Follow the news",
    text: "New series, reader updates and what is coming next, on the blog's News feed.",
    href: "/blog?category=news",
    action: "Read the news",
  },
  {
    icon: Mail,
    title: "Tell us your ideas",
    text: "Suggest a series, a feature or an event. Every message is read and answered within 24 hours.",
    href: "/contact?category=feature",
    action: "Send an idea",
  },
  {
    icon: ScrollText,
    title: "Community Guidelines",
    text: "How we keep Inkpanel friendly and spoiler-safe for everyone.",
    href: "/guidelines",
    action: "Read the guidelines",
  },
];

export function CommunityRoute() {
  return (
    <div className="mx-auto max-w-screen-lg space-y-8 px-4 py-10 sm:px-6">
      <PageMeta title="Community" description="Ways to take part in the Inkpanel community." />
      <PageHeader
        eyebrow="Community"
        title="Join the Inkpanel community"
        description="Forums, a Discord server and reader events are on their way. Until they open, here is where readers meet today."
      />
      <ul className="grid gap-5 sm:grid-cols-2">
        {waysToJoin.map(({ icon: Icon, ...way }) => (
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
