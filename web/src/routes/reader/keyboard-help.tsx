import { Dialog, DialogContent } from "@inkpanel/ui";
import { readerKeys } from "./use-reader-keys.ts";
import { useLingui } from "@lingui/react/macro";

interface KeyboardHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The list of the reader's keys. */
export function KeyboardHelp({ open, onOpenChange }: KeyboardHelpProps) {
  const { t, i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Keyboard shortcuts`}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {/* A fixed list: its order is its identity. */}
          {readerKeys.map(({ keys, action }, index) => (
            <div key={index} className="contents">
              <dt>
                <kbd className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
                  {typeof keys === "string" ? keys : i18n._(keys)}
                </kbd>
              </dt>
              <dd className="text-muted-foreground">{i18n._(action)}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
