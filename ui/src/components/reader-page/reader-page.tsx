import { ImageOff, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface ReaderPageProps {
  src: string;
  alt: string;
  /** the image's own size: reserves the page's box before the image arrives */
  width: number;
  height: number;
  /** the CSS width the page is drawn at */
  displayWidth: string;
  /** load now rather than when scrolled near (the pages on screen) */
  eager?: boolean;
  className?: string;
}

/**
 * One page of a chapter. When its image changes (a page turn), the old image stays until the new
 * one is decoded, so a turn never flashes blank; an image that fails to load offers a retry.
 */
export function ReaderPage({
  src,
  alt,
  width,
  height,
  displayWidth,
  eager = true,
  className,
}: ReaderPageProps) {
  const text = useUiText();
  const [retry, setRetry] = useState({ src, attempt: 0 });
  const attempt = retry.src === src ? retry.attempt : 0;
  // A new query string makes the browser ask again instead of reusing the failure.
  const requested = attempt === 0 ? src : `${src}${src.includes("?") ? "&" : "?"}retry=${attempt}`;
  const shown = useDecodedSource(requested);
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: displayWidth, aspectRatio: `${width} / ${height}` };

  if (failed === requested) {
    return (
      <div
        role="alert"
        style={box}
        className={cn(
          "flex max-w-none shrink-0 flex-col items-center justify-center gap-3 bg-muted p-4 text-center text-sm text-muted-foreground",
          className,
        )}
      >
        <ImageOff className="size-8" aria-hidden />
        <p>{text.readerPage.failed(alt)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={(event) => {
            event.stopPropagation();
            setRetry({ src, attempt: attempt + 1 });
          }}
        >
          <RotateCw /> {text.readerPage.retry}
        </Button>
      </div>
    );
  }

  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
      onError={() => setFailed(shown)}
      style={box}
      className={cn("h-auto max-w-none shrink-0 bg-muted object-contain select-none", className)}
    />
  );
}

/** `src` once the browser has decoded it; until then, the source shown before. */
function useDecodedSource(src: string): string {
  const [shown, setShown] = useState(src);
  useEffect(() => {
    if (shown === src) return;
    let current = true;
    const image = new Image();
    image.src = src;
    // A failed decode shows the source anyway, so the <img> reports the failure.
    const show = () => current && setShown(src);
    image.decode().then(show, show);
    return () => {
      current = false;
    };
  }, [src, shown]);
  return shown;
}
