import { useMutation } from "@apollo/client/react";
import { useId } from "react";
import { graphql } from "../../gql";
import { languages, preferenceOfLocale, type Locale } from "../../i18n/languages.ts";
import { useViewer } from "../account/use-viewer.ts";
import { useLocale } from "./locale-provider.tsx";
import { useLingui } from "@lingui/react/macro";

const SaveLanguage = graphql(`
  mutation SaveLanguage($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      language
    }
  }
`);

/**
 * The interface's language, each named in itself. The choice is kept on this browser and, for a
 * signed-in reader, saved as their preference so every device follows it.
 */
export function LanguagePicker() {
  const { t } = useLingui();
  const id = useId();
  const { locale, changeLocale } = useLocale();
  const { viewer } = useViewer();
  const [save] = useMutation(SaveLanguage);

  const choose = async (next: Locale) => {
    await changeLocale(next);
    // A failed save leaves this browser's choice; settings show the saved one.
    if (viewer) await save({ variables: { input: { language: preferenceOfLocale(next) } } });
  };

  return (
    // The choice is kept by script: without JavaScript the browser's languages decide.
    <div className="flex items-center gap-2 noscript:hidden">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="h-9 rounded-md border bg-background px-2 text-sm text-foreground"
      >
        {languages.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
