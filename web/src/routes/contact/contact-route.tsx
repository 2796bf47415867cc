import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AppLink, Card, PageHeader, Section } from "@inkpanel/ui";
import { BookOpen, CreditCard, Mail, Phone, User, Wrench, type LucideIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { siteContact } from "../../components/site-contact/site-contact.ts";
import { ContactForm } from "./contact-form.tsx";
import { contactFailureInAddress, contactFormInAddress } from "./contact-form-values.ts";

/** In the interface's language: built at each render. */
const contactMethods = (): {
  icon: LucideIcon;
  title: string;
  detail: string;
  hours: string;
  href: string;
}[] => [
  {
    icon: Mail,
    title: t`E-mail`,
    detail: siteContact.email,
    hours: t`24/7, answered within 24 hours`,
    href: `mailto:${siteContact.email}`,
  },
  {
    icon: Phone,
    title: t`Phone`,
    detail: siteContact.phone,
    hours: t`9 AM-5 PM PST, for Premium and Ultimate members`,
    href: `tel:${siteContact.phone.replace(/[^+\d]/g, "")}`,
  },
];

/** Quick help: the FAQ categories most questions belong to. */
/** In the interface's language: built at each render. */
const quickHelp = (): { icon: LucideIcon; title: string; category: string }[] => [
  { icon: BookOpen, title: t`Reading`, category: "reading" },
  { icon: User, title: t`Account`, category: "account" },
  { icon: CreditCard, title: t`Billing`, category: "billing" },
  { icon: Wrench, title: t`Technical`, category: "technical" },
];

export function ContactRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-screen-xl space-y-8 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`Contact Us`}
        description={t`Questions, problems or ideas? Write to the Inkpanel team.`}
      />
      <PageHeader
        eyebrow={t`Contact`}
        title={t`Get in touch`}
        description={t`Questions, problems or ideas: write to us and a real person answers within 24 hours.`}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-6 sm:p-8">
          {/* Another address (the server's answer to the form) is another form. */}
          <ContactForm
            key={params.toString()}
            initial={contactFormInAddress(params)}
            failure={contactFailureInAddress(params)}
            sentTo={params.get("sent") ?? undefined}
          />
        </Card>
        <div className="space-y-6">
          <Section
            title={t`Other ways to reach us`}
            className="space-y-3"
            headingClassName="text-base font-semibold"
          >
            {contactMethods().map(({ icon: Icon, ...method }) => (
              <Card key={method.title} className="flex gap-4 p-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="font-medium">{method.title}</p>
                  <a
                    href={method.href}
                    className="text-sm break-words text-primary hover:underline"
                  >
                    {method.detail}
                  </a>
                  <p className="text-xs text-muted-foreground">{method.hours}</p>
                </div>
              </Card>
            ))}
          </Section>
          <Section
            title={t`Quick help`}
            className="space-y-3"
            headingClassName="text-base font-semibold"
          >
            <ul className="grid grid-cols-2 gap-3">
              {quickHelp().map(({ icon: Icon, title, category }) => (
                <li key={category}>
                  <AppLink
                    href={`/faq?category=${category}`}
                    className="flex flex-col items-center gap-2 rounded-xl border bg-card p-4 text-sm font-medium hover:border-primary"
                  >
                    <Icon className="size-5 text-primary" aria-hidden /> {title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </div>
  );
}
