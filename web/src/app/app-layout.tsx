import { cn, Footer, Navbar, useNavbarStyle } from "@inkpanel/ui";
import { t } from "@lingui/core/macro";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSignOut } from "../components/account/use-sign-out.ts";
import { useViewer } from "../components/account/use-viewer.ts";
import { AppearanceMenu } from "../components/appearance-menu/appearance-menu.tsx";
import { useSubscribeNewsletter } from "../components/newsletter-signup/use-subscribe-newsletter.ts";
import { LanguagePicker } from "../i18n/language-picker.tsx";
import { siteContact, siteSocialLinks } from "../components/site-contact/site-contact.ts";

/** The site's frame around every page but the reader: navbar, footer, appearance settings. */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navbarStyle = useNavbarStyle();
  const subscribeNewsletter = useSubscribeNewsletter();
  const { viewer, isPremium } = useViewer();
  const signOut = useSignOut();
  // The sidebar style is a rail on wide screens: the page starts beside it.
  const besideSidebar = navbarStyle === "sidebar" && "md:pl-sidebar";

  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar
        currentPath={pathname}
        user={viewer}
        isPremium={isPremium}
        onSignOut={() => void signOut()}
        onSearch={(query) => navigate(`/search?${new URLSearchParams({ q: query })}`)}
      />
      <main className={cn("flex-1", besideSidebar)}>
        <Outlet />
      </main>
      <Footer
        className={cn(besideSidebar)}
        onSubscribe={subscribeNewsletter}
        contact={siteContact}
        socialLinks={siteSocialLinks}
        newsletterPitch={t`Join 50,000+ readers`}
        languagePicker={<LanguagePicker />}
        year={new Date().getFullYear()}
      />
      <AppearanceMenu />
    </div>
  );
}
