/** How long hydration may wait for the worker (its work takes a few hundred ms on a slow phone). */
const MAX_WAIT_MS = 1_000;

/**
 * Gets the page's language's number and date formats ready off the main thread. The first
 * `Intl.NumberFormat` or `Intl.DateTimeFormat` of a page loads ICU's data for its language (40 ms
 * of CPU here, 160 ms on a phone, in the middle of hydrating the first screen); ICU keeps that
 * data for the whole browser process, so once a worker has made the same kinds of formats, the
 * page's own take under a millisecond. Resolves when the worker is done, or could not start.
 */
export function warmIntl(locale: string): Promise<void> {
  if (typeof Worker === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    // Past the wait, hydration goes on; the worker still finishes (and ends) on its own, rather
    // than have its script's download cut off.
    const timeout = setTimeout(resolve, MAX_WAIT_MS);
    let worker: Worker;
    const done = () => {
      clearTimeout(timeout);
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL("./warm-intl-worker.ts", import.meta.url), { type: "module" });
    } catch {
      return done(); // refused (a policy, a browser without module workers): the page formats cold
    }
    worker.addEventListener("message", done);
    worker.addEventListener("error", done);
    worker.postMessage(locale);
  });
}
