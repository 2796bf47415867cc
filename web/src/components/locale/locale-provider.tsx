import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createContext, use, useEffect, useRef, useState, type ReactNode } from "react";
import { activateLocale, languageChoice, languageCookie } from "../../i18n/catalogues.ts";
import { localeOfPreference, type Locale } from "../../i18n/languages.ts";
import { useViewer } from "../account/use-viewer.ts";

interface LocaleState {
  locale: Locale;
  /** Shows the site in `locale` (after its catalogue arrives) and remembers it on this browser. */
  changeLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = use(LocaleContext);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the developer, not the reader
  if (!state) throw new Error("useLocale needs a LocaleProvider");
  return state;
}

/**
 * The interface's language. It starts in `initial` (already active); a signed-in reader's saved
 * preference takes over when it is known. Components read their messages through Lingui's
 * `useLingui`, which draws them again when the language changes: nothing is re-mounted, so what a
 * reader typed, opened or scrolled stays. Other tabs of the site follow a change.
 */
export function LocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);

  const show = (next: Locale) => {
    languageChoice.write(next);
    try {
      document.cookie = languageCookie(next);
    } catch {
      // Cookies can be blocked: the server then renders in the browser's language.
    }
    setLocale(next);
  };
  const changeLocale = (next: Locale) => activateLocale(next).then(() => show(next));

  // A choice made in another tab arrives as a `storage` event: shown here too, in place. This
  // tab's own choice is active by the time it writes, so it passes through. One made while this
  // tab could not hear it applies when it can: before its app started (the server drew the page
  // in the language of then), or while it was kept in the back/forward cache (`pageshow`).
  useEffect(() => {
    const followChoice = () => {
      const chosen = languageChoice.read();
      if (chosen && chosen !== i18n.locale) {
        void activateLocale(chosen).then(() => setLocale(chosen));
      }
    };
    followChoice();
    window.addEventListener("pageshow", followChoice);
    const unsubscribe = languageChoice.subscribe(followChoice);
    return () => {
      window.removeEventListener("pageshow", followChoice);
      unsubscribe();
    };
  }, []);

  // The saved preference applies when it is first seen for a reader (after signing in, or on
  // load); choices made here afterwards are saved by whoever makes them.
  const { viewer, preferredLanguage } = useViewer();
  const preferred = localeOfPreference(preferredLanguage);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!viewer || !preferred) return;
    const key = `${viewer.id}:${preferred}`;
    if (seen.current === key) return;
    seen.current = key;
    if (preferred !== i18n.locale) void changeLocale(preferred);
  });

  return (
    <I18nProvider i18n={i18n}>
      <LocaleContext value={{ locale, changeLocale }}>{children}</LocaleContext>
    </I18nProvider>
  );
}
