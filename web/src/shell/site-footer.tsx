import { Footer } from "@inkpanel/ui";
import { t } from "@lingui/core/macro";
import { LanguagePicker } from "../components/locale/language-picker.tsx";
import { useSubscribeNewsletter } from "../components/newsletter-signup/use-subscribe-newsletter.ts";
import { siteContact, siteSocialLinks } from "../components/site-contact/site-contact.ts";

/** The site's footer: newsletter, links, contact, and the choice of language. */
export function SiteFooter({ className }: { className?: string }) {
  const subscribeNewsletter = useSubscribeNewsletter();
  return (
    <Footer
      className={className}
      onSubscribe={subscribeNewsletter}
      contact={siteContact}
      socialLinks={siteSocialLinks()}
      newsletterPitch={t`Join 50,000+ readers`}
      year={new Date().getFullYear()}
      languagePicker={<LanguagePicker />}
    />
  );
}
