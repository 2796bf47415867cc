import { cn, Footer, Navbar, useNavbarStyle } from "@inkpanel/ui";
import { lazy, Suspense } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSignOut } from "../components/account/use-sign-out.ts";
import { useViewer } from "../components/account/use-viewer.ts";
import { AppearanceMenu } from "../components/appearance-menu/appearance-menu.tsx";
import { useSubscribeNewsletter } from "../components/newsletter-signup/use-subscribe-newsletter.ts";
import { siteContact, siteSocialLinks } from "../components/site-contact/site-contact.ts";

// Only signed-in readers have a bell: it stays out of the first page's scripts.
const NotificationBellContainer = lazy(() =>
  import("../components/notifications/notification-bell-container.tsx").then((m) => ({
    default: m.NotificationBellContainer,
  })),
);

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
        notifications={
          viewer && (
            <Suspense fallback={null}>
              <NotificationBellContainer />
            </Suspense>
          )
        }
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
        newsletterPitch="Join 50,000+ readers"
        year={new Date().getFullYear()}
      />
      <AppearanceMenu />
    </div>
  );
}
