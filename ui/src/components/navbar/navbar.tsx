import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";
import { AppLink } from "../../lib/link.tsx";
import { Logo } from "../logo/logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { accountItemsFor, moreItems, primaryItems, type NavbarLinks } from "./navbar-items.ts";
import {
  AuthButtons,
  MoreMenu,
  NavLink,
  NavSection,
  PremiumLink,
  SearchBox,
  UserMenu,
  type NavbarUser,
} from "./navbar-parts.tsx";
import { useNavbarStyle, type NavbarStyle } from "./navbar-style.ts";

export interface NavbarProps {
  /** The page being shown, to mark its item active (e.g. location.pathname). */
  currentPath: string;
  /** The signed-in reader, or null for Sign In / Sign Up. */
  user: NavbarUser | null;
  /** Whether the reader holds a Premium or Ultimate plan. */
  isPremium?: boolean;
  /**
   * The app's addresses for every link, and for the search box: a GET form to `links.search`
   * (`?q=`), so it searches without JavaScript and before the app is up.
   */
  links: NavbarLinks;
  /** Called with the trimmed query once the app is up, instead of the form's navigation. */
  onSearch: (query: string) => void;
  onSignOut?: () => void;
  /** Forces a style; by default the stored `navbar-style` preference, live. */
  variant?: NavbarStyle;
  /** Beside the account menu when signed in, in every style: the web app's NotificationBell. */
  notifications?: ReactNode;
}

type BarProps = Omit<NavbarProps, "variant"> & { isPremium: boolean };

/**
 * The site navigation in the reader's chosen style. With the sidebar style the page content
 * should leave room for the rail on wide screens: `md:pl-sidebar` (see useNavbarStyle).
 */
export function Navbar({ variant, isPremium = false, ...props }: NavbarProps) {
  const storedStyle = useNavbarStyle();
  const style = variant ?? storedStyle;
  return style === "sidebar" ? (
    <SidebarNavbar {...props} isPremium={isPremium} />
  ) : (
    <TopNavbar {...props} isPremium={isPremium} style={style} />
  );
}

const headerClassName: Record<Exclude<NavbarStyle, "sidebar">, string> = {
  default: "sticky top-0 border-b bg-background/80 backdrop-blur-lg",
  minimal: "sticky top-0 bg-background",
  centered: "sticky top-0 border-b bg-background/90 backdrop-blur-lg",
  gradient:
    "sticky top-0 bg-linear-to-r from-gradient-from to-gradient-to text-gradient-foreground shadow-md",
  glassmorphism: "sticky top-3 px-3",
};

const rowClassName: Record<Exclude<NavbarStyle, "sidebar">, string> = {
  default: "h-navbar",
  minimal: "h-14",
  centered: "h-navbar",
  gradient: "h-navbar",
  glassmorphism: "h-navbar rounded-2xl border bg-card/65 shadow-lg backdrop-blur-xl",
};

function TopNavbar({
  style,
  links,
  currentPath,
  user,
  isPremium,
  onSearch,
  onSignOut,
  notifications,
}: BarProps & { style: Exclude<NavbarStyle, "sidebar"> }) {
  const text = useUiText();
  const centered = style === "centered";
  const mainNavigation = (
    <nav
      aria-label={text.mainNavigation}
      className={cn("hidden items-center gap-1 md:flex", centered && "justify-center pb-3")}
    >
      {primaryItems(links).map((item) => (
        <NavLink key={item.href} item={item} currentPath={currentPath} />
      ))}
      <MoreMenu links={links} currentPath={currentPath} />
    </nav>
  );
  return (
    <header
      data-navbar-style={style}
      data-tone={style === "gradient" ? "inverse" : undefined}
      className={cn("group/navbar z-40 w-full", headerClassName[style])}
    >
      <div
        className={cn(
          "mx-auto flex max-w-content items-center gap-3 px-4 sm:px-6",
          rowClassName[style],
        )}
      >
        <MobileMenu
          className="-ml-2 md:hidden"
          links={links}
          currentPath={currentPath}
          user={user}
          isPremium={isPremium}
          onSearch={onSearch}
        />
        {centered && (
          <SearchBox action={links.search} onSearch={onSearch} className="hidden w-56 lg:block" />
        )}
        <AppLink
          href={links.home}
          aria-label={text.home}
          className={cn("shrink-0 rounded-lg", centered && "md:mx-auto")}
        >
          <Logo />
        </AppLink>
        {!centered && mainNavigation}
        <div className={cn("ml-auto flex items-center gap-3", centered && "md:ml-0")}>
          {!centered && (
            <SearchBox
              action={links.search}
              onSearch={onSearch}
              className="hidden w-56 lg:block xl:w-72"
            />
          )}
          <div className="hidden sm:block">
            <PremiumLink href={links.subscription} isPremium={isPremium} />
          </div>
          {user ? (
            <>
              {notifications}
              <UserMenu links={links} user={user} onSignOut={onSignOut} />
            </>
          ) : (
            <AuthButtons links={links} className="hidden sm:flex" />
          )}
        </div>
      </div>
      {centered && mainNavigation}
    </header>
  );
}

function SidebarNavbar({
  links,
  currentPath,
  user,
  isPremium,
  onSearch,
  onSignOut,
  notifications,
}: BarProps) {
  const text = useUiText();
  return (
    <header data-navbar-style="sidebar" className="group/navbar z-40">
      {/* Narrow screens: a slim top bar; the rail would eat the page. */}
      <div className="sticky top-0 flex h-14 items-center gap-3 border-b bg-background/90 px-4 backdrop-blur-lg md:hidden">
        <MobileMenu
          className="-ml-2"
          links={links}
          currentPath={currentPath}
          user={user}
          isPremium={isPremium}
          onSearch={onSearch}
        />
        <AppLink href={links.home} aria-label={text.home} className="rounded-lg">
          <Logo />
        </AppLink>
        {/* One bell at a time: this bar shows on narrow screens, the rail's on wide ones. */}
        {user && (
          <div className="ml-auto flex items-center gap-2">
            {notifications}
            <UserMenu links={links} user={user} onSignOut={onSignOut} />
          </div>
        )}
      </div>
      <aside className="fixed inset-y-0 left-0 hidden w-sidebar flex-col gap-6 overflow-y-auto border-r bg-card p-4 md:flex">
        <AppLink href={links.home} aria-label={text.home} className="rounded-lg px-2 pt-1">
          <Logo />
        </AppLink>
        <SearchBox action={links.search} onSearch={onSearch} />
        <NavSection
          title={text.navSections.explore}
          items={primaryItems(links)}
          currentPath={currentPath}
        />
        <NavSection
          title={text.navSections.more}
          items={moreItems(links)}
          currentPath={currentPath}
        />
        <NavSection
          title={text.navSections.you}
          items={accountItemsFor(links, user?.role)}
          currentPath={currentPath}
        />
        <div className="mt-auto grid gap-4 border-t pt-4">
          <PremiumLink href={links.subscription} isPremium={isPremium} />
          {user ? (
            <div className="flex items-center gap-3">
              <UserMenu links={links} user={user} onSignOut={onSignOut} />
              <span className="truncate text-sm font-medium">{user.name}</span>
              <span className="ml-auto">{notifications}</span>
            </div>
          ) : (
            <AuthButtons links={links} className="[&>*]:flex-1" />
          )}
        </div>
      </aside>
    </header>
  );
}
