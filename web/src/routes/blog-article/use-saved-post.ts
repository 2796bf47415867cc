import { createStoredValue, useStoredValue } from "@inkpanel/ui";

// Saved articles are a reading list kept in this browser, like the reader's other local toggles.
const savedPostIds = createStoredValue<readonly string[]>({
  key: "saved-blog-posts",
  parse: (stored) => {
    const ids: unknown = JSON.parse(stored);
    return Array.isArray(ids) ? ids.filter((id) => typeof id === "string") : undefined;
  },
  serialize: JSON.stringify,
  fallback: [],
});

/** Whether the post is saved in this browser, and a toggle that stores the change. */
export function useSavedPost(postId: string): [saved: boolean, toggle: () => void] {
  const saved = useStoredValue(savedPostIds).includes(postId);
  const toggle = () => {
    const others = savedPostIds.read().filter((id) => id !== postId);
    savedPostIds.write(saved ? others : [...others, postId]);
  };
  return [saved, toggle];
}
