// The installable app in the browser (docs/decisions/0032): the service worker that keeps the
// hashed files and the offline page, and the browser's install prompt, kept for the download
// popup's "Add to home screen". Only with JavaScript; without it nothing here runs or is needed.

import { whenSettled } from "./when-idle";

type InstallPrompt = Event & { prompt(): Promise<void> };
let installPrompt: InstallPrompt | null = null;

/** Registers the worker and keeps the install prompt; called once by entry.client. */
export function startInstallableApp() {
  window.addEventListener("beforeinstallprompt", (event) => {
    // The popup's button shows it when the player asks, not the browser's own banner at once.
    event.preventDefault();
    installPrompt = event as InstallPrompt;
  });
  window.addEventListener("appinstalled", () => (installPrompt = null));
  if (!("serviceWorker" in navigator)) return;
  // After the page has loaded: the worker's first fetches do not compete with the page's own.
  whenSettled(registerWorker);
}

function registerWorker() {
  void navigator.serviceWorker
    .register("/sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const root = document.documentElement;
      // The offline page in this page's language and theme.
      registration.active?.postMessage({
        type: "offline-page",
        lng: root.lang,
        theme: root.classList.contains("theme-light") ? "light" : "dark",
      });
    })
    .catch(() => {
      // No worker (a private window, an old browser): the app works as a plain site.
    });
}

/** Whether the browser offered its install prompt (Chromium; Safari has none: its steps are shown). */
export function canPromptInstall(): boolean {
  return installPrompt !== null;
}

/** Shows the browser's install prompt, once. */
export function promptInstall(): void {
  const prompt = installPrompt;
  installPrompt = null;
  void prompt?.prompt();
}
