import { cva, type VariantProps } from "class-variance-authority";
import { Tabs as TabsPrimitive } from "radix-ui";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

type TabsLook = VariantProps<typeof listVariants>["variant"];
const TabsLookContext = createContext<TabsLook>("pill");

export const Tabs = TabsPrimitive.Root;

const listVariants = cva("inline-flex max-w-full items-center overflow-x-auto", {
  variants: {
    variant: {
      /** Segmented buttons on a tinted track. */
      pill: "gap-1 rounded-xl bg-muted p-1",
      /** An underline under the active tab, for page sections. */
      underline: "gap-6 border-b",
    },
  },
  defaultVariants: { variant: "pill" },
});

const triggerVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4",
  {
    variants: {
      variant: {
        pill: "rounded-lg px-3 py-1.5 text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        underline:
          "-mb-px border-b-2 border-transparent pb-3 text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground",
      },
    },
    defaultVariants: { variant: "pill" },
  },
);

export function TabsList({
  className,
  variant = "pill",
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof listVariants>) {
  return (
    <TabsLookContext.Provider value={variant}>
      <TabsPrimitive.List className={cn(listVariants({ variant }), className)} {...props} />
    </TabsLookContext.Provider>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = useContext(TabsLookContext);
  return (
    <TabsPrimitive.Trigger className={cn(triggerVariants({ variant }), className)} {...props} />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        "mt-6 focus-visible:outline-none data-[state=active]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

export interface TabLinksProps extends VariantProps<typeof listVariants> {
  /** names the row for screen readers, e.g. "Period" */
  label: string;
  links: readonly { href: string; label: ReactNode; current: boolean }[];
  className?: string;
}

/**
 * Tabs that are links, each to its own address: the look of a row of tabs for a choice the
 * address holds, which works without JavaScript.
 */
export function TabLinks({ label, links, variant = "pill", className }: TabLinksProps) {
  return (
    <nav aria-label={label} className={cn(listVariants({ variant }), className)}>
      {links.map((link) => (
        <a
          key={link.href}
          href={link.href}
          aria-current={link.current ? "page" : undefined}
          // The tabs' look for the chosen one (data-state), and aria-current says it.
          data-state={link.current ? "active" : "inactive"}
          className={triggerVariants({ variant })}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
