import { EmptyState, Skeleton } from "@inkpanel/ui";
import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { signInPath } from "../../components/account/sign-in-link.ts";
import { useViewer } from "../../components/account/use-viewer.ts";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { useLingui } from "@lingui/react/macro";

interface AdminPageProps {
  title: string;
  /** beside the heading: the page's main action */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A page of the admin area: signed-out visitors go to sign in, readers who are not admins are
 * told it is not for them (the server refuses their calls anyway), admins get the page.
 */
export function AdminPage({ title, action, children }: AdminPageProps) {
  const { t } = useLingui();
  const { viewer, loading } = useViewer();
  const { pathname } = useLocation();
  if (loading) return <Skeleton className="mx-auto my-8 h-64 max-w-5xl" />;
  if (!viewer) return <Navigate replace to={signInPath(pathname)} />;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta title={title} description={t`Inkpanel's admin area: titles and chapters.`} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {viewer.role === "ADMIN" && action}
      </div>
      {viewer.role === "ADMIN" ? (
        children
      ) : (
        <EmptyState
          icon={ShieldX}
          title={t`Admins only`}
          description={t`This page is for the site's admins.`}
        />
      )}
    </div>
  );
}
