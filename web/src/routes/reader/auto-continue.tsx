import { Button } from "@inkpanel/ui";
import { useEffect, useEffectEvent, useState } from "react";
import { useLingui } from "@lingui/react/macro";

/** How long the end screen waits before going on to the next chapter by itself. */
export const autoContinueSeconds = 5;

interface AutoContinueProps {
  /** what comes next, e.g. "Chapter 13" */
  next: string;
  onContinue: () => void;
}

/**
 * Auto-play at the end of a chapter: a visible countdown, then the next chapter. Any key press,
 * tap or click (on the countdown's own Stop too) cancels it, and the end screen stays.
 */
export function AutoContinue({ next, onContinue }: AutoContinueProps) {
  const { t } = useLingui();
  const [left, setLeft] = useState(autoContinueSeconds);
  const [cancelled, setCancelled] = useState(false);
  const continueNow = useEffectEvent(onContinue);

  useEffect(() => {
    if (cancelled) return;
    const cancel = () => setCancelled(true);
    const timer = window.setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    // Capturing, so a key or tap the page handles itself still counts.
    window.addEventListener("keydown", cancel, true);
    window.addEventListener("pointerdown", cancel, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("keydown", cancel, true);
      window.removeEventListener("pointerdown", cancel, true);
    };
  }, [cancelled]);

  useEffect(() => {
    if (left <= 0 && !cancelled) continueNow();
  }, [left, cancelled]);

  if (cancelled) return null;
  const seconds = Math.max(left, 0);
  return (
    <div className="flex w-full items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
      <p role="timer" aria-atomic>
        {t`${next} in ${seconds} s`}
      </p>
      <Button size="sm" variant="ghost" onClick={() => setCancelled(true)}>
        {t`Stop`}
      </Button>
    </div>
  );
}
