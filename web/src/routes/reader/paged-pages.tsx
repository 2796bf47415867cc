import { ReaderPage } from "@inkpanel/ui";
import type { ReactNode, Ref } from "react";
import type { ReaderFit } from "../../gql/graphql.ts";
import { pageWidth } from "./page-fit.ts";
import { onScreenOrder } from "./page-spreads.ts";
import { useLingui } from "@lingui/react/macro";

export interface ReaderPageData {
  number: number;
  imageUrl: string;
  width: number;
  height: number;
}

interface PagedPagesProps {
  /** the scroll box, for zoom and touch */
  ref: Ref<HTMLElement>;
  pages: readonly ReaderPageData[];
  /** the page numbers on screen in reading order, or null for the end screen */
  view: readonly number[] | null;
  endScreen: ReactNode;
  fit: ReaderFit;
  zoomPercent: number;
  rightToLeft: boolean;
}

/**
 * One view at a time: a page, a pair of pages or a spread, sized by the fit and zoom, in a box
 * that scrolls when zoomed past the screen. Each slot keeps its image element across turns, so the
 * old page stays until the new one is decoded.
 */
export function PagedPages({
  ref,
  pages,
  view,
  endScreen,
  fit,
  zoomPercent,
  rightToLeft,
}: PagedPagesProps) {
  const { t } = useLingui();
  const onScreen = view
    ? onScreenOrder(view, rightToLeft)
        .map((number) => pages[number - 1])
        .filter((page) => page !== undefined)
    : [];
  return (
    <main
      ref={ref}
      tabIndex={-1}
      // Zoomed in, one finger pans the page; at the screen's size it swipes. Pinches are the
      // reader's own zoom in both cases, never the browser's.
      style={{ touchAction: zoomPercent > 100 ? "pan-x pan-y" : "pan-y" }}
      className="fixed inset-0 overflow-auto outline-none"
    >
      <div className="flex min-h-full w-max min-w-full items-center justify-center p-2">
        {view ? (
          <div data-zoom-content className="flex items-center">
            {onScreen.map((page, slot) => (
              <ReaderPage
                key={slot}
                src={page.imageUrl}
                alt={t`Page ${page.number}`}
                width={page.width}
                height={page.height}
                displayWidth={pageWidth(page, fit, zoomPercent, onScreen.length)}
              />
            ))}
          </div>
        ) : (
          <div className="w-[min(28rem,100vw-2rem)]">{endScreen}</div>
        )}
      </div>
    </main>
  );
}
