import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";

// tailwind-merge's `twMerge`, made in steps: on first use it builds its configuration and then
// its map of Tailwind's classes, together 40 ms of CPU here, 160 ms on a phone, in whichever task
// first calls `cn`. `prepareClassMerge` lets an app do both ahead, each in a task of its own.
let config: ReturnType<typeof getDefaultConfig> | undefined;
const twMerge = createTailwindMerge(() => (config ??= getDefaultConfig()));

/**
 * Builds what `cn` needs before its first call, in two tasks (`nextTask` ends one), so no task of
 * a page's start holds the main thread for all of it. `cn` works without it, only slower once.
 */
export async function prepareClassMerge(nextTask: () => Promise<void>): Promise<void> {
  await nextTask();
  config ??= getDefaultConfig();
  await nextTask();
  twMerge("");
}

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
