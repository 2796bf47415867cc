import { startProgressSync } from "./progress-queue.ts";

/**
 * Installs the service worker (web/sw/sw.ts) once the page has loaded, so its precaching never
 * competes with the first page's own downloads; and starts sending progress read offline.
 * Production builds only: the development server has no worker.
 */
export function registerServiceWorker() {
  startProgressSync();
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a worker the app works as before, only not offline.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
