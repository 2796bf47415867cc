import type { MouseEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";

export interface SkipLinkProps {
  /** the id of the page's main region; it needs `tabIndex={-1}` to take focus */
  targetId: string;
  className?: string;
}

/**
 * The first stop of the Tab key: hidden until focused, it jumps past the navigation to the
 * page's content (WCAG 2.4.1). Focus moves there itself, so the next Tab goes on from the
 * content, and the address keeps no fragment.
 */
export function SkipLink({ targetId, className }: SkipLinkProps) {
  const text = useUiText();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className={cn(
        "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:text-foreground focus:shadow-lg focus:ring-2 focus:ring-ring",
        className,
      )}
    >
      {text.skipToContent}
    </a>
  );
}
