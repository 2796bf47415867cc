import { Menu } from "lucide-react";
import { lazy } from "react";
import { cn } from "../../lib/cn.ts";
import { LoadOnFirstUse } from "../../lib/load-on-first-use.tsx";
import { useUiText } from "../../lib/ui-text.tsx";
import { accountItemsFor, moreItems, primaryItems, type NavbarLinks } from "./navbar-items.ts";
import {
  AuthButtons,
  loadNavbarMenus,
  navLinkClassName,
  NavSection,
  PremiumLink,
  SearchBox,
  type NavbarUser,
} from "./navbar-parts.tsx";

const MobileMenuPopup = lazy(() =>
  loadNavbarMenus().then((menus) => ({ default: menus.MobileMenuPopup })),
);

export interface MobileMenuProps {
  links: NavbarLinks;
  currentPath: string;
  user: NavbarUser | null;
  isPremium: boolean;
  onSearch: (query: string) => void;
  className?: string;
}

/** The small-screen menu's button; the sheet it opens loads on first use. */
export function MobileMenu({ className, ...props }: MobileMenuProps) {
  const text = useUiText();
  const trigger = {
    className: cn(navLinkClassName, "size-10 justify-center p-0 [&_svg]:size-5", className),
    label: text.openMenu,
    children: <Menu aria-hidden />,
  };
  return (
    <LoadOnFirstUse
      load={loadNavbarMenus}
      popup="dialog"
      trigger={trigger}
      // Without JavaScript the search box is a plain GET form, and the rest links.
      withoutScript={
        <div className="grid gap-6">
          <MobileMenuBody {...props} />
        </div>
      }
    >
      <MobileMenuPopup {...props} trigger={trigger} />
    </LoadOnFirstUse>
  );
}

/** The small-screen menu's contents: the search box, every link, and Premium or sign-in. */
export function MobileMenuBody({
  links,
  currentPath,
  user,
  isPremium,
  onSearch,
  onNavigate,
}: Omit<MobileMenuProps, "className"> & { onNavigate?: () => void }) {
  const text = useUiText();
  return (
    <>
      <SearchBox action={links.search} onSearch={onSearch} />
      <NavSection
        title={text.navSections.explore}
        items={primaryItems(links)}
        currentPath={currentPath}
        onNavigate={onNavigate}
      />
      <NavSection
        title={text.navSections.more}
        items={moreItems(links)}
        currentPath={currentPath}
        onNavigate={onNavigate}
      />
      {user && (
        <NavSection
          title={text.navSections.you}
          items={accountItemsFor(links, user.role)}
          currentPath={currentPath}
          onNavigate={onNavigate}
        />
      )}
      <div className="mt-auto grid gap-4 border-t pt-4">
        <PremiumLink href={links.subscription} isPremium={isPremium} onNavigate={onNavigate} />
        {!user && <AuthButtons links={links} onNavigate={onNavigate} className="[&>*]:flex-1" />}
      </div>
    </>
  );
}
