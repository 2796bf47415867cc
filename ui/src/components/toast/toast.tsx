import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useSyncExternalStore, type ReactNode } from "react";
import { useUiText } from "../../lib/ui-text.tsx";

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-popover p-4 pr-10 text-popover-foreground shadow-lg data-[state=open]:animate-slide-up data-[state=closed]:animate-fade-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-fade-out",
  {
    variants: {
      variant: {
        default: "",
        success: "border-l-4 border-l-success",
        destructive: "border-l-4 border-l-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastOptions = VariantProps<typeof toastVariants> & {
  title: ReactNode;
  description?: ReactNode;
};

interface ToastEntry extends ToastOptions {
  id: number;
}

// The queue lives outside React so any code (an Apollo error link, say) can raise a toast.
let queue: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setQueue(next: ToastEntry[]) {
  queue = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast in the mounted <Toaster>. */
export function toast(options: ToastOptions): void {
  setQueue([...queue, { ...options, id: nextId++ }]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once near the root of the app: renders the toasts raised by `toast()`. */
export function Toaster({ duration = 5000 }: { duration?: number }) {
  const text = useUiText();
  const toasts = useSyncExternalStore(
    subscribe,
    () => queue,
    () => queue,
  );
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      {toasts.map(({ id, title, description, variant }) => (
        <ToastPrimitive.Root
          key={id}
          className={toastVariants({ variant })}
          onOpenChange={(open) => {
            if (!open) setQueue(queue.filter((entry) => entry.id !== id));
          }}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={text.dismiss}
            className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
