import { useMutation } from "@apollo/client/react";
import { Field, Label, Select, Switch, themePreference, toast, type Theme } from "@inkpanel/ui";
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { writeSavedPreferences } from "../../components/account/saved-preferences.ts";
import { useLocale } from "../../components/locale/locale-provider.tsx";
import {
  optionsOf,
  readerFitLabels,
  readerLayouts,
} from "../../components/reader-options/reader-options.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { PreferencesInput } from "../../gql/graphql.ts";
import { languages, localeOfPreference } from "../../i18n/languages.ts";

export const PreferencesForm_preferences = graphql(`
  fragment PreferencesForm_preferences on Preferences {
    theme
    language
    readingDirection
    readerFit
    readerLayout
    autoPlay
    notifications
    emailUpdates
    downloadQuality
  }
`);

export const UpdatePreferences = graphql(`
  mutation UpdatePreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      ...PreferencesForm_preferences
    }
  }
`);

const themes = [
  { value: "SYSTEM", label: msg`System` },
  { value: "LIGHT", label: msg`Light` },
  { value: "DARK", label: msg`Dark` },
] as const;
const directions = [
  { value: "LTR", label: msg`Left to right` },
  { value: "RTL", label: msg`Right to left` },
  { value: "VERTICAL", label: msg`Vertical` },
] as const;
const qualities = [
  { value: "LOW", label: msg`Low` },
  { value: "MEDIUM", label: msg`Medium` },
  { value: "HIGH", label: msg`High` },
] as const;

/** Options in the interface's language. */
const translated = <TValue extends string>(
  options: readonly { value: TValue; label: MessageDescriptor }[],
) => options.map(({ value, label }) => ({ value, label: i18n._(label) }));

/**
 * The reader's preferences, saved as each one changes. `reading` is the Preferences tab,
 * `notifications` the Notifications tab.
 */
export function PreferencesForm(props: {
  /** the signed-in reader's id, whose cached preferences follow each change */
  userId: string;
  preferences: FragmentType<typeof PreferencesForm_preferences>;
  part: "reading" | "notifications";
}) {
  const { t } = useLingui();
  const preferences = useFragment(PreferencesForm_preferences, props.preferences);
  const [update] = useMutation(UpdatePreferences);
  const { changeLocale } = useLocale();

  const save = async (input: PreferencesInput) => {
    try {
      await update({
        variables: { input },
        update: (cache) => writeSavedPreferences(cache, props.userId, input),
      });
      // The site's theme follows the saved one at once.
      if (input.theme) themePreference.write(input.theme.toLowerCase() as Theme);
      // …and so does the interface's language.
      const locale = localeOfPreference(input.language);
      if (locale) await changeLocale(locale);
      toast({ title: t`Preferences saved`, variant: "success" });
    } catch {
      toast({
        title: t`Your preference could not be saved. Please try again.`,
        variant: "destructive",
      });
    }
  };

  if (props.part === "notifications") {
    return (
      <div className="grid gap-5">
        <Toggle
          label={t`Notifications`}
          description={t`Tells you when the titles you saved get a new chapter.`}
          checked={preferences.notifications}
          onChange={(notifications) => void save({ notifications })}
        />
        <Toggle
          label={t`E-mail updates`}
          description={t`Sends news and recommendations to your e-mail address.`}
          checked={preferences.emailUpdates}
          onChange={(emailUpdates) => void save({ emailUpdates })}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t`Theme`} hint={t`Shows the site light, dark or like your device.`}>
        <Select
          options={translated(themes)}
          value={preferences.theme}
          onValueChange={(theme) => void save({ theme })}
        />
      </Field>
      <Field label={t`Language`} hint={t`The language of the site's menus, buttons and e-mails.`}>
        <Select
          options={languages.map(({ preference, name }) => ({ value: preference, label: name }))}
          value={preferences.language as (typeof languages)[number]["preference"]}
          onValueChange={(language) => void save({ language })}
        />
      </Field>
      <Field
        label={t`Reading direction`}
        hint={t`How the reader turns pages: right to left like printed manga, or scrolling down.`}
      >
        <Select
          options={translated(directions)}
          value={preferences.readingDirection}
          onValueChange={(readingDirection) => void save({ readingDirection })}
        />
      </Field>
      <Field
        label={t`Page fit`}
        hint={t`How the reader fits each page: to the screen's width, its height, the whole screen, or its own size.`}
      >
        <Select
          options={optionsOf(readerFitLabels)}
          value={preferences.readerFit}
          onValueChange={(readerFit) => void save({ readerFit })}
        />
      </Field>
      <Field
        label={t`Page layout`}
        hint={t`One page at a time, or two side by side like an open book.`}
      >
        <Select
          options={optionsOf(readerLayouts)}
          value={preferences.readerLayout}
          onValueChange={(readerLayout) => void save({ readerLayout })}
        />
      </Field>
      <Field
        label={t`Download quality`}
        hint={t`The image size of chapters you download: higher looks sharper, lower saves space.`}
      >
        <Select
          options={translated(qualities)}
          value={preferences.downloadQuality}
          onValueChange={(downloadQuality) => void save({ downloadQuality })}
        />
      </Field>
      <Toggle
        label={t`Auto-play`}
        description={t`Turns the home carousel by itself and goes on to the next chapter when you finish one.`}
        checked={preferences.autoPlay}
        onChange={(autoPlay) => void save({ autoPlay })}
      />
    </div>
  );
}

function Toggle(props: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
      <div>
        <Label htmlFor={id}>{props.label}</Label>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </div>
      <Switch id={id} checked={props.checked} onCheckedChange={props.onChange} />
    </div>
  );
}
