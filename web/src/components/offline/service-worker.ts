/**
 * Once the page has loaded, installs the service worker (web/sw/sw.ts), so its precaching never
 * competes with the first page's own downloads, and starts sending progress read offline (its
 * code, IndexedDB's included, is a chunk of its own: no first paint waits for it). Production
 * builds only have a worker: the development server has none.
 */
export function registerServiceWorker() {
  const start = () => {
    void import("./progress-queue.ts").then(({ startProgressSync }) => startProgressSync());
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a worker the app works as before, only not offline.
    });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
