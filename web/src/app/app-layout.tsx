import { Link, Outlet } from "react-router";

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b px-4 py-3">
        <nav className="flex gap-4">
          <Link to="/" className="font-bold">
            Inkpanel
          </Link>
          <Link to="/browse">Browse</Link>
          <Link to="/popular">Popular</Link>
          <Link to="/latest">Latest</Link>
        </nav>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
