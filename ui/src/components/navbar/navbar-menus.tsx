// The navbar's menus, a chunk of their own that loads on first use (see LoadOnFirstUse): each
// is rendered once its trigger was clicked, so it starts open.

import { LogOut } from "lucide-react";
import { useState } from "react";
import { useUiText } from "../../lib/ui-text.tsx";
import { AppLink } from "../../lib/link.tsx";
import type { TriggerLook } from "../../lib/load-on-first-use.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../dialog/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu.tsx";
import { MobileMenuBody, type MobileMenuProps } from "./mobile-menu.tsx";
import {
  isActive,
  moreItems,
  userMenuItems,
  type NavItem,
  type NavbarLinks,
} from "./navbar-items.ts";
import type { NavbarUser } from "./navbar-parts.tsx";

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

export function MoreMenuPopup({
  links,
  currentPath,
  trigger,
}: {
  links: NavbarLinks;
  currentPath: string;
  trigger: TriggerLook;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={trigger.className} aria-label={trigger.label}>
        {trigger.children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {moreItems(links).map((item) => (
          <MenuLink key={item.href} item={item} currentPath={currentPath} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function UserMenuPopup({
  links,
  user,
  onSignOut,
  trigger,
}: {
  links: NavbarLinks;
  user: NavbarUser;
  onSignOut?: () => void;
  trigger: TriggerLook;
}) {
  const text = useUiText();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={trigger.className} aria-label={trigger.label}>
        {trigger.children}
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
        {userMenuItems(links, user.role).map((item) => (
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

/** The small-screen menu: a sheet with search and every link; choosing a link closes it. */
export function MobileMenuPopup({
  links,
  currentPath,
  user,
  isPremium,
  onSearch,
  trigger,
}: Omit<MobileMenuProps, "className"> & { trigger: TriggerLook }) {
  const text = useUiText();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={trigger.className} aria-label={trigger.label}>
        {trigger.children}
      </DialogTrigger>
      <DialogContent side="left" title={text.menu} className="gap-6">
        <MobileMenuBody
          links={links}
          currentPath={currentPath}
          user={user}
          isPremium={isPremium}
          onSearch={(query) => {
            close();
            onSearch(query);
          }}
          onNavigate={close}
        />
      </DialogContent>
    </Dialog>
  );
}
