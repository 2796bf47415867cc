import { Menu } from "lucide-react";
import { lazy } from "react";
import { cn } from "../../lib/cn.ts";
import { LoadOnFirstUse } from "../../lib/load-on-first-use.tsx";
import { useUiText } from "../../lib/ui-text.tsx";
import type { NavbarLinks } from "./navbar-items.ts";
import { loadNavbarMenus, navLinkClassName, type NavbarUser } from "./navbar-parts.tsx";

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
    <LoadOnFirstUse load={loadNavbarMenus} popup="dialog" trigger={trigger}>
      <MobileMenuPopup {...props} trigger={trigger} />
    </LoadOnFirstUse>
  );
}
