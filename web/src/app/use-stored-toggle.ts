import { useState } from "react";

function readIds(storageKey: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : [];
  } catch {
    return []; // unreadable or blocked storage counts as an empty list
  }
}

/**
 * A yes/no mark on one item (a saved title, say) kept in this browser under `storageKey`, with a
 * toggle that stores the change.
 */
export function useStoredToggle(storageKey: string, id: string): [on: boolean, toggle: () => void] {
  const [on, setOn] = useState(() => readIds(storageKey).includes(id));
  const toggle = () => {
    const others = readIds(storageKey).filter((other) => other !== id);
    try {
      localStorage.setItem(storageKey, JSON.stringify(on ? others : [...others, id]));
    } catch {
      // Storage blocked: the mark still holds for this visit.
    }
    setOn(!on);
  };
  return [on, toggle];
}
