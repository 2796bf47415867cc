import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { useUiText } from "../../lib/ui-text.tsx";

export interface CarouselSlide {
  key: string;
  /** Announced as the slide's name, e.g. the title it features. */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel for screen readers, e.g. "Featured manga". */
  label: string;
  /** Auto-advance period; the spec's hero uses 6 s. */
  intervalMs?: number;
  /** false: the slides move only when asked (the reader turned auto-play off) */
  autoAdvance?: boolean;
  className?: string;
}

/** How far a finger must travel sideways for a swipe to turn the slide. */
const swipeDistance = 40;

/** Index `delta` steps from `index`, wrapping past either end. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}

// Phones: small arrows in the bottom corners, beside the dots; wider screens: centred on the sides.
const arrowClassName =
  "absolute bottom-2 z-10 grid size-9 place-items-center sm:top-1/2 sm:bottom-auto sm:size-11 sm:-translate-y-1/2 rounded-full border border-media-foreground/20 bg-media-scrim/45 text-media-foreground backdrop-blur-md transition hover:bg-media-scrim/65 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none";

/**
 * Slides that advance by themselves every `intervalMs`, by arrows, dots or a swipe, wrapping both
 * ways. Auto-advance pauses while the pointer or focus is inside, stops for good with the
 * pause button (WCAG 2.2.2, also on touch screens), and never runs for reduced motion or when
 * `autoAdvance` is off.
 */
export function Carousel({
  slides,
  label,
  intervalMs = 6000,
  autoAdvance = true,
  className,
}: CarouselProps) {
  const text = useUiText();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The first slide shows at once: it is the page's largest paint, which a fade-in would hold
  // back until the busy main thread got round to the animation's frames. Later slides fade in.
  const [turned, setTurned] = useState(false);
  if (!turned && current !== 0) setTurned(true);
  const swipeStart = useRef<number | null>(null);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const count = slides.length;
  const canAdvance = autoAdvance && count > 1 && !reducedMotion;
  const autoAdvancing = canAdvance && !paused && !stopped;

  useEffect(() => {
    if (!autoAdvancing) return;
    const timer = window.setInterval(
      () => setCurrent((index) => wrapIndex(index, 1, count)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [autoAdvancing, count, intervalMs, current]);

  if (count === 0) return null;
  const index = Math.min(current, count - 1);

  // A touch or pen swipe: towards the left shows the next slide, towards the right the previous.
  const startSwipe = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const endSwipe = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= swipeDistance) {
      setCurrent(wrapIndex(index, distance < 0 ? 1 : -1, count));
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("group/carousel relative overflow-hidden rounded-3xl", className)}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div
        aria-live={autoAdvancing ? "off" : "polite"}
        // Sideways drags are the carousel's; up and down still scroll the page.
        className="touch-pan-y"
        onPointerDown={startSwipe}
        onPointerUp={endSwipe}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={text.carousel.slide(slideIndex + 1, count, slide.label)}
            hidden={slideIndex !== index}
            className={turned ? "animate-fade-in" : undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {/* Without JavaScript the first slide shows alone: its controls need the script. */}
      {count > 1 && (
        <div className="noscript:hidden">
          <button
            type="button"
            aria-label={text.carousel.previous}
            className={cn(arrowClassName, "left-3 sm:left-5")}
            onClick={() => setCurrent(wrapIndex(index, -1, count))}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={text.carousel.next}
            className={cn(arrowClassName, "right-3 sm:right-5")}
            onClick={() => setCurrent(wrapIndex(index, 1, count))}
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
          {canAdvance && (
            <button
              type="button"
              aria-label={stopped ? text.carousel.play : text.carousel.pause}
              className={cn(
                arrowClassName,
                "top-3 right-3 bottom-auto size-9 sm:top-5 sm:right-5 sm:size-9 sm:translate-y-0",
              )}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? (
                <Play className="size-4" aria-hidden />
              ) : (
                <Pause className="size-4" aria-hidden />
              )}
            </button>
          )}
          <div className="absolute bottom-2 left-1/2 z-10 flex -translate-x-1/2">
            {slides.map((slide, slideIndex) => (
              // Each dot is drawn small inside a 24 px button, the smallest target WCAG 2.5.8 allows.
              <button
                key={slide.key}
                type="button"
                aria-label={text.carousel.goTo(slideIndex + 1, slide.label)}
                aria-current={slideIndex === index ? "true" : undefined}
                onClick={() => setCurrent(slideIndex)}
                className="group/dot grid h-6 min-w-6 place-items-center px-0.5"
              >
                <span
                  className={cn(
                    "h-2 rounded-full bg-media-foreground/50 transition-all group-hover/dot:bg-media-foreground/80",
                    slideIndex === index ? "w-7 bg-media-foreground" : "w-2",
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
