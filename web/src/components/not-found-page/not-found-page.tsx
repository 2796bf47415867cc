import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useNotFoundStatus } from "../../lib/page-status.ts";
import { PageMeta } from "../page-meta/page-meta.tsx";
import { useLingui } from "@lingui/react/macro";

export function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  useNotFoundStatus();

  // Missing paths are logged so broken links can be found and fixed.
  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta title={t`Page not found`} description={t`This page does not exist.`} />
      <p className="text-7xl font-bold">404</p>
      <h1 className="text-2xl font-semibold">{t`Oops! Page not found`}</h1>
      <Link to="/" className="underline">
        {t`Return to Home`}
      </Link>
    </section>
  );
}
