/**
 * Once the page has loaded, installs the service worker (web/sw/sw.ts), so its precaching never
 * competes with the first page's own downloads. Production builds only have a worker: the
 * development server has none. (Progress read offline is sent once the app has started, with its
 * Apollo client: `shell/start-app.tsx`.)
 */
export function registerServiceWorker() {
  const start = () => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a worker the app works as before, only not offline.
    });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
