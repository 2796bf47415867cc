import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The reader's bars: shown on any interaction, hidden `delayMs` after the last one, and
 * toggled by hand (H or the button).
 */
export function useAutoHide(delayMs: number) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const reveal = useCallback(() => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), delayMs);
  }, [delayMs]);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  useEffect(() => {
    reveal();
    return () => clearTimeout(timer.current);
  }, [reveal]);

  const toggle = useCallback(() => (visible ? hide() : reveal()), [visible, hide, reveal]);

  return { visible, reveal, toggle };
}
