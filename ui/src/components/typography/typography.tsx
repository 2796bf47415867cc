import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const headingVariants = cva("font-display text-foreground text-balance", {
  variants: {
    level: {
      1: "text-4xl font-extrabold tracking-tight sm:text-5xl",
      2: "text-3xl font-bold tracking-tight",
      3: "text-2xl font-semibold tracking-tight",
      4: "text-xl font-semibold",
      5: "text-lg font-semibold",
      6: "text-base font-semibold",
    },
  },
  defaultVariants: { level: 2 },
});

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type HeadingProps = ComponentProps<"h2"> & {
  /** The outline level (h1–h6); `size` picks another level's look when the two must differ. */
  level?: HeadingLevel;
  size?: VariantProps<typeof headingVariants>["level"];
};

export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cn(headingVariants({ level: size ?? level }), className)} {...props} />;
}

const textVariants = cva("", {
  variants: {
    variant: {
      body: "text-base leading-7 text-foreground",
      lead: "text-lg leading-8 text-muted-foreground",
      large: "text-lg font-semibold text-foreground",
      small: "text-sm font-medium leading-none text-foreground",
      muted: "text-sm text-muted-foreground",
      caption: "text-xs font-medium uppercase tracking-wider text-muted-foreground",
    },
  },
  defaultVariants: { variant: "body" },
});

export type TextProps = ComponentProps<"p"> & VariantProps<typeof textVariants>;

export function Text({ variant, className, ...props }: TextProps) {
  return <p className={cn(textVariants({ variant }), className)} {...props} />;
}

export function Blockquote({ className, ...props }: ComponentProps<"blockquote">) {
  return (
    <blockquote
      className={cn(
        "border-l-4 border-primary pl-4 text-lg italic text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function InlineCode({ className, ...props }: ComponentProps<"code">) {
  return (
    <code
      className={cn(
        "rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground",
        className,
      )}
      {...props}
    />
  );
}
