import { cn, Navbar, SkipLink, useNavbarStyle } from "@inkpanel/ui";
import { lazy, Suspense, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSignOut } from "../components/account/use-sign-out.ts";
import { useViewer } from "../components/account/use-viewer.ts";
import { AppearanceMenu } from "../components/appearance-menu/appearance-menu.tsx";
import { navbarLinks } from "../lib/navbar-links.ts";
import { useFocusPageHeading } from "./use-focus-page-heading.ts";

// The footer sits below the fold of every page: its chunk (newsletter form, links, language
// picker) follows the first paint instead of delaying it.
const SiteFooter = lazy(() =>
  import("./site-footer.tsx").then((module) => ({ default: module.SiteFooter })),
);

// Only signed-in readers have a bell: it stays out of the first page's scripts.
const NotificationBellContainer = lazy(() =>
  import("../components/notifications/notification-bell-container.tsx").then((m) => ({
    default: m.NotificationBellContainer,
  })),
);

/**
 * The site's frame around every page but the reader: a skip link, navbar, footer, appearance
 * settings. Moving to another page moves focus to its heading.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navbarStyle = useNavbarStyle();
  const { viewer, isPremium } = useViewer();
  const signOut = useSignOut();
  // The sidebar style is a rail on wide screens: the page starts beside it.
  const besideSidebar = navbarStyle === "sidebar" && "md:pl-sidebar";
  const mainRef = useRef<HTMLElement>(null);
  useFocusPageHeading(mainRef);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId="main-content" />
      <Navbar
        links={navbarLinks}
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
        onSearch={(query) => navigate(`${navbarLinks.search}?${new URLSearchParams({ q: query })}`)}
      />
      <main
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        className={cn("flex-1 outline-none", besideSidebar)}
      >
        <Outlet />
      </main>
      <Suspense>
        <SiteFooter className={cn(besideSidebar)} />
      </Suspense>
      <AppearanceMenu />
    </div>
  );
}
