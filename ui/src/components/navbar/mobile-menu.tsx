import { Menu } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../dialog/dialog.tsx";
import { MORE_ITEMS, PRIMARY_ITEMS, accountItemsFor } from "./navbar-items.ts";
import {
  AuthButtons,
  NavSection,
  PremiumLink,
  SearchBox,
  navLinkClassName,
  type NavbarUser,
} from "./navbar-parts.tsx";

export interface MobileMenuProps {
  currentPath: string;
  user: NavbarUser | null;
  isPremium: boolean;
  onSearch: (query: string) => void;
  className?: string;
}

/** The small-screen menu: a sheet with search and every link; choosing a link closes it. */
export function MobileMenu({ currentPath, user, isPremium, onSearch, className }: MobileMenuProps) {
  const text = useUiText();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className={cn(navLinkClassName, "size-10 justify-center p-0 [&_svg]:size-5", className)}
        aria-label={text.openMenu}
      >
        <Menu aria-hidden />
      </DialogTrigger>
      <DialogContent side="left" title={text.menu} className="gap-6">
        <SearchBox
          onSearch={(query) => {
            close();
            onSearch(query);
          }}
        />
        <NavSection
          title={text.navSections.explore}
          items={PRIMARY_ITEMS}
          currentPath={currentPath}
          onNavigate={close}
        />
        <NavSection
          title={text.navSections.more}
          items={MORE_ITEMS}
          currentPath={currentPath}
          onNavigate={close}
        />
        {user && (
          <NavSection
            title={text.navSections.you}
            items={accountItemsFor(user.role)}
            currentPath={currentPath}
            onNavigate={close}
          />
        )}
        <div className="mt-auto grid gap-4 border-t pt-4">
          <PremiumLink isPremium={isPremium} onNavigate={close} />
          {!user && <AuthButtons onNavigate={close} className="[&>*]:flex-1" />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
