import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { sampleCover } from "../../storybook/sample-covers.ts";
import { withStoryLinks } from "../../storybook/story-links.tsx";
import { HeroSlide } from "../hero-slide/hero-slide.tsx";
import { Carousel, type CarouselSlide } from "./carousel.tsx";

const featured = [
  { title: "Blade of the Crimson Moon", genres: ["Action", "Fantasy"], status: "ONGOING" as const },
  { title: "Starlit Academy", genres: ["Romance", "School"], status: "COMPLETED" as const },
  { title: "Iron Tide", genres: ["Sci-Fi", "Drama"], status: "ONGOING" as const },
];

const slides: CarouselSlide[] = featured.map((manga, index) => ({
  key: manga.title,
  label: manga.title,
  content: (
    <HeroSlide
      {...manga}
      description="A disgraced swordsman hunts the demon that stole his shadow across a city that never sleeps."
      backgroundUrl={sampleCover(manga.title, index, 1200, 600)}
      rating={9.2 - index * 0.3}
      latestChapterLabel={`Chapter ${245 - index * 40}`}
      readHref={`/manga/${index + 1}/chapter/1`}
      detailsHref={`/manga/${index + 1}`}
    />
  ),
}));

const meta = {
  title: "Components/Manga/Carousel",
  component: Carousel,
  decorators: [withStoryLinks],
  parameters: { layout: "padded" },
  args: { slides, label: "Featured manga", intervalMs: 6000 },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])');

export const ArrowsWrapBothWays: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName(
      "1 of 3: Blade of the Crimson Moon",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName("3 of 3: Iron Tide");
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName(
      "1 of 3: Blade of the Crimson Moon",
    );
  },
};

/** The first slide is the page's largest paint: it shows at once; the ones turned to fade in. */
export const FirstSlideWithoutFadeIn: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(getComputedStyle(visibleSlide(canvasElement)!).animationName).toBe("none");
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(getComputedStyle(visibleSlide(canvasElement)!).animationName).toBe("fade-in");
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(getComputedStyle(visibleSlide(canvasElement)!).animationName).toBe("fade-in");
  },
};

export const Dots: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dot = canvas.getByRole("button", { name: "Go to slide 2: Starlit Academy" });
    await userEvent.click(dot);
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName("2 of 3: Starlit Academy");
  },
};

/** A short interval so the test sees the carousel move on by itself (the app uses 6 s). */
export const AutoAdvance: Story = {
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(visibleSlide(canvasElement)).toHaveAccessibleName("2 of 3: Starlit Academy"),
      {
        timeout: 3000,
      },
    );
  },
};

/** While the pointer is over it, auto-advance stops and slide changes are announced instead. */
export const PausesOnHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const liveRegion = canvasElement.querySelector("[aria-live]");
    await expect(liveRegion).toHaveAttribute("aria-live", "off");
    await userEvent.hover(canvas.getByRole("region", { name: "Featured manga" }));
    await expect(liveRegion).toHaveAttribute("aria-live", "polite");
    await userEvent.unhover(canvas.getByRole("region", { name: "Featured manga" }));
    await expect(liveRegion).toHaveAttribute("aria-live", "off");
  },
};

/** The pause button stops auto-advance for good (touch screens have no hover); play resumes it. */
export const PauseAndPlay: Story = {
  args: { intervalMs: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Pause slides" }));
    // Focus and pointer leave, and it stays stopped.
    await userEvent.unhover(canvas.getByRole("region", { name: "Featured manga" }));
    (document.activeElement as HTMLElement).blur();
    const liveRegion = canvasElement.querySelector("[aria-live]");
    await expect(liveRegion).toHaveAttribute("aria-live", "polite");
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName(
      "1 of 3: Blade of the Crimson Moon",
    );

    await userEvent.click(canvas.getByRole("button", { name: "Play slides" }));
    await userEvent.unhover(canvas.getByRole("region", { name: "Featured manga" }));
    (document.activeElement as HTMLElement).blur();
    await waitFor(
      () => expect(visibleSlide(canvasElement)).toHaveAccessibleName("2 of 3: Starlit Academy"),
      { timeout: 3000 },
    );
  },
};

/** A finger swiped to the left shows the next slide; to the right, the previous. */
export const Swipe: Story = {
  args: { autoAdvance: false },
  play: async ({ canvasElement }) => {
    const slides = canvasElement.querySelector<HTMLElement>("[aria-live]")!;
    const swipe = (from: number, to: number) => {
      const touch = { pointerType: "touch", pointerId: 1, bubbles: true };
      slides.dispatchEvent(new PointerEvent("pointerdown", { ...touch, clientX: from }));
      slides.dispatchEvent(new PointerEvent("pointerup", { ...touch, clientX: to }));
    };
    // React draws the change after the event: each check waits for it.
    swipe(300, 150);
    await waitFor(() =>
      expect(visibleSlide(canvasElement)).toHaveAccessibleName("2 of 3: Starlit Academy"),
    );
    swipe(150, 300);
    await waitFor(() =>
      expect(visibleSlide(canvasElement)).toHaveAccessibleName("1 of 3: Blade of the Crimson Moon"),
    );
    // A short drag (a tap that moved a little) turns nothing.
    swipe(300, 280);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName(
      "1 of 3: Blade of the Crimson Moon",
    );
  },
};

/** Readers who prefer reduced motion: no auto-advance, so no pause button either. */
export const ReducedMotion: Story = {
  args: { intervalMs: 100 },
  beforeEach: () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = matchMedia.call(window, query);
      if (query === "(prefers-reduced-motion: reduce)") {
        Object.defineProperty(list, "matches", { value: true });
      }
      return list;
    };
    return () => {
      window.matchMedia = matchMedia;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button", { name: "Pause slides" })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName(
      "1 of 3: Blade of the Crimson Moon",
    );
  },
};

/** Auto-play off: the slides move only when asked, and each change is announced. */
export const AutoAdvanceOff: Story = {
  args: { intervalMs: 100, autoAdvance: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
    // Five intervals later, still the first slide.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName(
      "1 of 3: Blade of the Crimson Moon",
    );
  },
};
