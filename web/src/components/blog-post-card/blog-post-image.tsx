import type { ComponentProps } from "react";

type BlogPostImageProps = Omit<ComponentProps<"img">, "alt" | "width" | "height" | "loading"> & {
  /** the page's main picture: fetched first; any other loads when scrolled near */
  priority?: boolean;
};

/**
 * A post's picture, beside its title (so it says nothing more: empty alt). Every one is
 * 1200×630 (server/src/media/blog-hero.ts), which reserves its room before it loads.
 */
export function BlogPostImage({ priority = false, ...props }: BlogPostImageProps) {
  const loading = priority
    ? ({ fetchPriority: "high" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
  return <img alt="" width={1200} height={630} {...loading} {...props} />;
}
