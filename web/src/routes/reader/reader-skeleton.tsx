import { Skeleton } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";

/** The reader's shape while the chapter loads: the bars and one page. */
export function ReaderSkeleton() {
  const { t } = useLingui();
  return (
    <div
      className="dark flex min-h-dvh flex-col bg-background"
      aria-busy="true"
      aria-label={t`Loading chapter`}
    >
      <Skeleton className="h-14 w-full rounded-none" />
      <div className="flex flex-1 justify-center p-4">
        <Skeleton className="aspect-[5/7] w-full max-w-3xl" />
      </div>
      <Skeleton className="h-20 w-full rounded-none" />
    </div>
  );
}
