import { cn, Navbar, useNavbarStyle } from "@inkpanel/ui";
import { Outlet, useLocation, useNavigate } from "react-router";

/** The site's frame: the navbar in the reader's chosen style above every page but the reader. */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navbarStyle = useNavbarStyle();

  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar
        currentPath={pathname}
        user={null}
        onSearch={(query) => navigate(`/search?${new URLSearchParams({ q: query })}`)}
      />
      {/* The sidebar style is a rail on wide screens: the page starts beside it. */}
      <main className={cn("flex-1", navbarStyle === "sidebar" && "md:pl-sidebar")}>
        <Outlet />
      </main>
    </div>
  );
}
