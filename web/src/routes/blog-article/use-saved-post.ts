import { useState } from "react";

// Saved articles are a reading list kept in this browser, like the reader's other local toggles.
const storageKey = "saved-blog-posts";

function readSavedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : [];
  } catch {
    return []; // an unreadable value counts as an empty list
  }
}

/** Whether the post is saved in this browser, and a toggle that stores the change. */
export function useSavedPost(postId: string): [saved: boolean, toggle: () => void] {
  const [saved, setSaved] = useState(() => readSavedIds().includes(postId));
  const toggle = () => {
    const others = readSavedIds().filter((id) => id !== postId);
    localStorage.setItem(storageKey, JSON.stringify(saved ? others : [...others, postId]));
    setSaved(!saved);
  };
  return [saved, toggle];
}
