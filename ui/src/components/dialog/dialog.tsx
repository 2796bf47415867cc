import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const panelVariants = cva(
  "fixed z-50 flex flex-col gap-4 border bg-popover text-popover-foreground shadow-lg focus:outline-none",
  {
    variants: {
      /** `center` is a dialog; the edges make it a sheet (mobile menus, filter panels). */
      side: {
        center:
          "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 data-[state=open]:animate-pop-in",
        left: "inset-y-0 left-0 w-[min(20rem,85vw)] overflow-y-auto border-y-0 border-l-0 p-5 data-[state=open]:animate-slide-in-left",
        right:
          "inset-y-0 right-0 w-[min(20rem,85vw)] overflow-y-auto border-y-0 border-r-0 p-5 data-[state=open]:animate-slide-in-right",
        bottom:
          "inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-x-0 border-b-0 p-5 data-[state=open]:animate-slide-up",
      },
    },
    defaultVariants: { side: "center" },
  },
);

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> &
  VariantProps<typeof panelVariants> & {
    /** Every dialog is named for screen readers; the title is its visible heading. */
    title: ReactNode;
    description?: ReactNode;
  };

export function DialogContent({
  className,
  side,
  title,
  description,
  children,
  ...props
}: DialogContentProps) {
  const text = useUiText();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-sm data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(panelVariants({ side }), className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="grid gap-1.5 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold leading-tight">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          aria-label={text.close}
        >
          <X className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
