import { Mail, MapPin, Phone } from "lucide-react";
import { useUiText } from "../../lib/ui-text.tsx";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { AppLink } from "../../lib/link.tsx";
import { Logo } from "../logo/logo.tsx";
import { NewsletterForm, type NewsletterFormProps } from "../newsletter-form/newsletter-form.tsx";
import { FOOTER_COLUMNS, LEGAL_LINKS, type FooterLink } from "./footer-links.ts";
import { SocialIcon } from "./social-icon.tsx";

export interface FooterContact {
  email?: string;
  phone?: string;
  address?: string;
}

/** One of the site's own accounts; its icon is the brand mark of the link's site. */
export interface FooterSocialLink {
  /** The link's accessible name, e.g. "Inkpanel on X". */
  label: string;
  /** A full URL, e.g. https://x.com/inkpanel. */
  href: string;
}

export interface FooterProps {
  onSubscribe: (email: string) => Promise<void>;
  /** The newsletter form's plain form, its start and its id (see NewsletterForm). */
  newsletterForm?: Pick<NewsletterFormProps, "plainForm" | "initial" | "id">;
  contact?: FooterContact;
  socialLinks?: readonly FooterSocialLink[];
  /** Shown above the newsletter form, e.g. "New chapters every Friday" (has a default). */
  newsletterPitch?: string;
  /** For the copyright line; pass it in so renders stay deterministic. */
  year: number;
  /** The app's choice of interface language, shown beside the copyright line. */
  languagePicker?: ReactNode;
  className?: string;
}

const footerLinkClassName = "text-sm text-muted-foreground transition-colors hover:text-foreground";

function LinkList({ links, className }: { links: readonly FooterLink[]; className: string }) {
  const text = useUiText();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className={footerLinkClassName}>
            {text.footer.links[link.label]}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer({
  onSubscribe,
  newsletterForm,
  contact,
  socialLinks = [],
  newsletterPitch,
  year,
  languagePicker,
  className,
}: FooterProps) {
  const text = useUiText();
  return (
    <footer className={cn("border-t bg-card/50", className)}>
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_2fr]">
        <div className="grid content-start gap-4">
          <AppLink href="/" aria-label={text.home} className="w-fit rounded-lg">
            <Logo />
          </AppLink>
          <p className="max-w-sm text-sm text-muted-foreground">{text.footer.tagline}</p>
          {/* Without a plain form, subscribing needs the app (noscript: no JavaScript). */}
          <div className={cn("grid gap-2", !newsletterForm?.plainForm && "noscript:hidden")}>
            <p className="text-sm font-semibold">
              {newsletterPitch ?? text.footer.newsletterPitch}
            </p>
            <NewsletterForm {...newsletterForm} onSubscribe={onSubscribe} className="max-w-sm" />
          </div>
          {socialLinks.length > 0 && (
            <ul className="flex gap-2" aria-label={text.footer.follow}>
              {socialLinks.map(({ label, href }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={label}
                    className="grid size-10 place-items-center rounded-full border bg-card text-muted-foreground transition-colors hover:border-primary/50 hover:text-primary"
                  >
                    <SocialIcon href={href} className="size-4" />
                    <span className="sr-only">
                      {label} {text.footer.opensInNewTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <nav
              key={column.title}
              aria-label={text.footer.columns[column.title]}
              className="grid content-start gap-3"
            >
              <p className="text-sm font-semibold">{text.footer.columns[column.title]}</p>
              <LinkList links={column.links} className="grid gap-2" />
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <p>
            © {year} Inkpanel. {text.footer.rightsReserved}
          </p>
          {languagePicker}
          {contact && (
            <address className="flex flex-wrap gap-x-5 gap-y-2 not-italic">
              {contact.email && (
                <a
                  href={`mailto:${contact.email}`}
                  className={cn(footerLinkClassName, "inline-flex items-center gap-1.5")}
                >
                  <Mail className="size-4" aria-hidden /> {contact.email}
                </a>
              )}
              {contact.phone && (
                <a
                  href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}
                  className={cn(footerLinkClassName, "inline-flex items-center gap-1.5")}
                >
                  <Phone className="size-4" aria-hidden /> {contact.phone}
                </a>
              )}
              {contact.address && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4" aria-hidden /> {contact.address}
                </span>
              )}
            </address>
          )}
          <nav aria-label={text.footer.legal}>
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
