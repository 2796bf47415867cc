import { Footer } from "@inkpanel/ui";
import { LanguagePicker } from "../components/locale/language-picker.tsx";
import {
  useNewsletterPlainForm,
  useSubscribeNewsletter,
} from "../components/newsletter-signup/use-subscribe-newsletter.ts";
import { useNow } from "../lib/use-now.ts";
import { siteContact, siteSocialLinks } from "../components/site-contact/site-contact.ts";

/** The site's footer: newsletter, links, contact, and the choice of language. */
export function SiteFooter({ className }: { className?: string }) {
  const subscribeNewsletter = useSubscribeNewsletter();
  const newsletterForm = useNewsletterPlainForm("newsletter");
  // The server's year while hydrating, in UTC as it renders: a reader's own clock can already be
  // in the next year (UTC+14 from 10:00 UTC on 31 December), and the footer would not hydrate.
  const year = useNow().getUTCFullYear();
  return (
    <Footer
      className={className}
      onSubscribe={subscribeNewsletter}
      newsletterForm={newsletterForm}
      contact={siteContact}
      socialLinks={siteSocialLinks()}
      year={year}
      languagePicker={<LanguagePicker />}
    />
  );
}
