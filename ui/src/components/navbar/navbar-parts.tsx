import { ChevronDown, LayoutDashboard, LogOut } from "lucide-react";
import type { FormEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";
import { AppLink } from "../../lib/link.tsx";
import { Avatar } from "../avatar/avatar.tsx";
import { PremiumBadge } from "../badge/badge.tsx";
import { buttonVariants } from "../button/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu.tsx";
import { SearchField } from "../search-field/search-field.tsx";
import {
  MORE_ITEMS,
  accountItemsFor,
  isActive,
  type NavItem,
  type NavbarRole,
} from "./navbar-items.ts";

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

export const navLinkClassName = cn(
  "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-foreground [&_svg]:size-4 [&_svg]:shrink-0",
  inverse.link,
);

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

export function MoreMenu({ currentPath }: { currentPath: string }) {
  const anyActive = MORE_ITEMS.some((item) => isActive(item, currentPath));
  const text = useUiText();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(navLinkClassName, anyActive && "text-foreground")}>
        {text.navSections.more} <ChevronDown aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {MORE_ITEMS.map((item) => (
          <MenuLink key={item.href} item={item} currentPath={currentPath} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuLink({ item, currentPath }: { item: NavItem; currentPath?: string }) {
  const Icon = item.icon;
  const active = currentPath !== undefined && isActive(item, currentPath);
  const text = useUiText();
  return (
    <DropdownMenuItem asChild>
      <AppLink href={item.href} aria-current={active ? "page" : undefined}>
        <Icon aria-hidden />
        {text.nav[item.label]}
      </AppLink>
    </DropdownMenuItem>
  );
}

/** Submits the trimmed query; an empty box does nothing. */
export function SearchBox({
  onSearch,
  className,
}: {
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
    <form role="search" onSubmit={submit} className={className}>
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
  isPremium,
  onNavigate,
}: {
  isPremium: boolean;
  onNavigate?: () => void;
}) {
  const text = useUiText();
  return (
    <AppLink
      href="/subscription"
      onClick={onNavigate}
      aria-label={isPremium ? text.premiumManage : text.premiumSeePlans}
      className="w-fit rounded-full transition-transform hover:scale-105"
    >
      <PremiumBadge>{text.premium}</PremiumBadge>
    </AppLink>
  );
}

export function AuthButtons({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const text = useUiText();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <AppLink
        href="/login"
        onClick={onNavigate}
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), inverse.link)}
      >
        {text.signIn}
      </AppLink>
      <AppLink
        href="/signup"
        onClick={onNavigate}
        className={cn(buttonVariants({ variant: "primary", size: "sm" }), inverse.primaryButton)}
      >
        {text.signUp}
      </AppLink>
    </div>
  );
}

export function UserMenu({ user, onSignOut }: { user: NavbarUser; onSignOut?: () => void }) {
  const text = useUiText();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full transition-shadow hover:ring-2 hover:ring-ring/40">
        <span className="sr-only">{text.accountMenuFor} </span>
        <Avatar name={user.name} src={user.avatarUrl} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate">{user.name}</span>
          {user.email && (
            <span className="block truncate text-xs font-normal text-muted-foreground">
              {user.email}
            </span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink item={{ label: "dashboard", href: "/dashboard", icon: LayoutDashboard }} />
        {accountItemsFor(user.role).map((item) => (
          <MenuLink key={item.href} item={item} />
        ))}
        {onSignOut && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>
              <LogOut aria-hidden /> {text.signOut}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
