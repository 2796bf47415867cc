import { Footer } from "@inkpanel/ui";
import { LanguagePicker } from "../components/locale/language-picker.tsx";
import { useSubscribeNewsletter } from "../components/newsletter-signup/use-subscribe-newsletter.ts";
import { siteContact, siteSocialLinks } from "../components/site-contact/site-contact.ts";
import { useLingui } from "@lingui/react/macro";

/** The site's footer: newsletter, links, contact, and the choice of language. */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useLingui();
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
