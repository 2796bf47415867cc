import { Button } from "@inkpanel/ui";
import { Palette } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";

// The dialog (Radix's dialog, select and radio group) is its own chunk: every page shows the
// button, few readers open it.
const AppearanceDialog = lazy(() =>
  import("./appearance-dialog.tsx").then((module) => ({ default: module.AppearanceDialog })),
);

/**
 * The reader's display choices, from any page: theme, colour scheme (in light theme) and navbar
 * style. Each is stored at once and applies before the first paint of every later visit.
 */
export function AppearanceMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="icon"
        aria-label={t`Appearance`}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Its choices are stored by script: without JavaScript the device's theme applies.
        className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg noscript:hidden"
        onClick={() => setOpen(true)}
      >
        <Palette />
      </Button>
      {open && (
        <Suspense>
          <AppearanceDialog
            onClose={() => setOpen(false)}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
