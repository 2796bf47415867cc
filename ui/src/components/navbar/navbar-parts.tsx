import { ChevronDown } from "lucide-react";
import { lazy, type FormEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { LoadOnFirstUse } from "../../lib/load-on-first-use.tsx";
import { useUiText } from "../../lib/ui-text.tsx";
import { AppLink } from "../../lib/link.tsx";
import { Avatar } from "../avatar/avatar.tsx";
import { PremiumBadge } from "../badge/badge.tsx";
import { buttonVariants } from "../button/button.tsx";
import { SearchField } from "../search-field/search-field.tsx";
import {
  isActive,
  moreItems,
  userMenuItems,
  type NavItem,
  type NavbarLinks,
  type NavbarRole,
} from "./navbar-items.ts";

/** The menus' code (Radix's menu and dialog, floating-ui): loaded on first use, not with the page. */
export const loadNavbarMenus = () => import("./navbar-menus.tsx");
const MoreMenuPopup = lazy(() =>
  loadNavbarMenus().then((menus) => ({ default: menus.MoreMenuPopup })),
);
const UserMenuPopup = lazy(() =>
  loadNavbarMenus().then((menus) => ({ default: menus.UserMenuPopup })),
);

export interface NavbarUser {
  name: string;
  email?: string;
  avatarUrl?: string | null;
  /** staff see their pages (moderation, admin) among the account items */
  role?: NavbarRole;
}

/*
 * Parts read the bar's tone from the `group/navbar` root: `data-tone="inverse"` is the gradient
 * bar, where text sits on the brand gradient instead of the page background.
 */
const inverse = {
  link: "group-data-[tone=inverse]/navbar:text-gradient-foreground group-data-[tone=inverse]/navbar:hover:bg-gradient-foreground/15 group-data-[tone=inverse]/navbar:aria-[current=page]:bg-gradient-foreground/20",
  field:
    "group-data-[tone=inverse]/navbar:border-gradient-foreground/30 group-data-[tone=inverse]/navbar:bg-gradient-foreground/15 group-data-[tone=inverse]/navbar:text-gradient-foreground group-data-[tone=inverse]/navbar:placeholder:text-gradient-foreground/80",
  primaryButton:
    "group-data-[tone=inverse]/navbar:bg-gradient-foreground group-data-[tone=inverse]/navbar:text-gradient-from",
};

// Joined, not merged (`cn`): nothing in the two conflicts, and a `cn` while the module loads would
// build tailwind-merge's tables in the page's longest task (see prepareClassMerge).
export const navLinkClassName = `inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-foreground [&_svg]:size-4 [&_svg]:shrink-0 ${inverse.link}`;

export function NavLink({
  item,
  currentPath,
  withIcon = false,
  className,
  onNavigate,
}: {
  item: NavItem;
  currentPath: string;
  withIcon?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  const text = useUiText();
  return (
    <AppLink
      href={item.href}
      className={cn(navLinkClassName, className)}
      aria-current={isActive(item, currentPath) ? "page" : undefined}
      onClick={onNavigate}
    >
      {withIcon && <Icon aria-hidden />}
      {text.nav[item.label]}
    </AppLink>
  );
}

/** A titled column of links with icons (the sidebar rail and the mobile menu). */
export function NavSection({
  title,
  items,
  currentPath,
  onNavigate,
}: {
  title: string;
  items: NavItem[];
  currentPath: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={title} className="grid gap-1">
      <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {title}
      </p>
      {items.map((item) => (
        <NavLink
          key={item.href}
          item={item}
          currentPath={currentPath}
          withIcon
          onNavigate={onNavigate}
        />
      ))}
    </nav>
  );
}

export function MoreMenu({ links, currentPath }: { links: NavbarLinks; currentPath: string }) {
  const anyActive = moreItems(links).some((item) => isActive(item, currentPath));
  const text = useUiText();
  const trigger = {
    className: cn(navLinkClassName, anyActive && "text-foreground"),
    children: (
      <>
        {text.navSections.more} <ChevronDown aria-hidden />
      </>
    ),
  };
  return (
    <LoadOnFirstUse
      load={loadNavbarMenus}
      popup="menu"
      trigger={trigger}
      withoutScript={
        <NavSection
          title={text.navSections.more}
          items={moreItems(links)}
          currentPath={currentPath}
        />
      }
    >
      <MoreMenuPopup links={links} currentPath={currentPath} trigger={trigger} />
    </LoadOnFirstUse>
  );
}

/** Submits the trimmed query; an empty box does nothing. */
export function SearchBox({
  action,
  onSearch,
  className,
}: {
  /** the app's search page, which answers `GET action?q=` */
  action: string;
  onSearch: (query: string) => void;
  className?: string;
}) {
  const text = useUiText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("q")).trim();
    if (query) onSearch(query);
  };
  return (
    // A GET form to the search page: it searches before the app is up, and without JavaScript.
    <form role="search" action={action} onSubmit={submit} className={className}>
      <SearchField
        name="q"
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        className={cn(
          "rounded-full bg-muted/60 pr-4 shadow-none [&::-webkit-search-cancel-button]:hidden",
          inverse.field,
        )}
      />
    </form>
  );
}

export function PremiumLink({
  href,
  isPremium,
  onNavigate,
}: {
  /** the app's subscription page */
  href: string;
  isPremium: boolean;
  onNavigate?: () => void;
}) {
  const text = useUiText();
  return (
    <AppLink
      href={href}
      onClick={onNavigate}
      aria-label={isPremium ? text.premiumManage : text.premiumSeePlans}
      className="w-fit rounded-full transition-transform hover:scale-105"
    >
      <PremiumBadge>{text.premium}</PremiumBadge>
    </AppLink>
  );
}

export function AuthButtons({
  links,
  className,
  onNavigate,
}: {
  links: NavbarLinks;
  className?: string;
  onNavigate?: () => void;
}) {
  const text = useUiText();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <AppLink
        href={links.signIn}
        onClick={onNavigate}
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), inverse.link)}
      >
        {text.signIn}
      </AppLink>
      <AppLink
        href={links.signUp}
        onClick={onNavigate}
        className={cn(buttonVariants({ variant: "primary", size: "sm" }), inverse.primaryButton)}
      >
        {text.signUp}
      </AppLink>
    </div>
  );
}

export function UserMenu({
  links,
  user,
  onSignOut,
}: {
  links: NavbarLinks;
  user: NavbarUser;
  onSignOut?: () => void;
}) {
  const text = useUiText();
  const trigger = {
    className: "rounded-full transition-shadow hover:ring-2 hover:ring-ring/40",
    children: (
      <>
        <span className="sr-only">{text.accountMenuFor} </span>
        <Avatar name={user.name} src={user.avatarUrl} size="sm" />
      </>
    ),
  };
  return (
    <LoadOnFirstUse
      load={loadNavbarMenus}
      popup="menu"
      trigger={trigger}
      // Signing out needs the app; the account's pages do not.
      withoutScript={
        <NavSection title={user.name} items={userMenuItems(links, user.role)} currentPath="" />
      }
    >
      <UserMenuPopup links={links} user={user} onSignOut={onSignOut} trigger={trigger} />
    </LoadOnFirstUse>
  );
}
