import { Button } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";
import { RefreshCw, RotateCw } from "lucide-react";
import { useNavigate, useLocation, useRouteError } from "react-router";

/**
 * A script of the app that failed to download: after a deploy, the chunks an open page asks
 * for are gone (each browser words it its own way), or the connection dropped on the way.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch module/i.test(
      error.message,
    )
  );
}

/**
 * What a reader sees when a page fails to load or to draw, in place of that page: the site's
 * frame around it stays. A missing script needs the new version of the site (reload); anything
 * else may work on a second try (the page's data and code are asked again).
 */
export function RouteErrorPage() {
  const { t } = useLingui();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // The error is logged for whoever looks at the console; the reader gets words, not a stack.
  console.error(error);
  const chunkFailed = isChunkLoadError(error);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold">
        {chunkFailed ? t`This page could not be loaded` : t`Something went wrong`}
      </h1>
      <p className="text-muted-foreground">
        {chunkFailed
          ? t`The site may have been updated since you opened it, or the connection dropped. Reload to get the latest version.`
          : t`An error stopped this page from showing. Try again, or come back later.`}
      </p>
      {chunkFailed ? (
        <Button onClick={() => window.location.reload()}>
          <RefreshCw /> {t`Reload`}
        </Button>
      ) : (
        // Navigating to where we are runs the page's loader and draws it again.
        <Button onClick={() => void navigate(location, { replace: true })}>
          <RotateCw /> {t`Try again`}
        </Button>
      )}
    </section>
  );
}
