import { useMutation } from "@apollo/client/react";
import { Field, Label, Select, Switch, themePreference, toast, type Theme } from "@inkpanel/ui";
import { useId } from "react";
import { writeSavedPreferences } from "../../components/account/saved-preferences.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { PreferencesInput, ReaderFit } from "../../gql/graphql.ts";
import { readerFitLabels } from "../reader/page-fit.ts";

export const PreferencesForm_preferences = graphql(`
  fragment PreferencesForm_preferences on Preferences {
    theme
    language
    readingDirection
    readerFit
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
  { value: "SYSTEM", label: "System" },
  { value: "LIGHT", label: "Light" },
  { value: "DARK", label: "Dark" },
] as const;
const languages = [
  { value: "en", label: "English" },
  { value: "jp", label: "Japanese" },
  { value: "es", label: "Spanish" },
  { value: "fr", label: "French" },
] as const;
const directions = [
  { value: "LTR", label: "Left to right" },
  { value: "RTL", label: "Right to left" },
  { value: "VERTICAL", label: "Vertical" },
] as const;
const fits = (Object.entries(readerFitLabels) as [ReaderFit, string][]).map(([value, label]) => ({
  value,
  label,
}));
const qualities = [
  { value: "LOW", label: "Low" },
  { value: "MEDIUM", label: "Medium" },
  { value: "HIGH", label: "High" },
] as const;

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
  const preferences = useFragment(PreferencesForm_preferences, props.preferences);
  const [update] = useMutation(UpdatePreferences);

  const save = async (input: PreferencesInput) => {
    try {
      await update({
        variables: { input },
        update: (cache) => writeSavedPreferences(cache, props.userId, input),
      });
      // The site's theme follows the saved one at once.
      if (input.theme) themePreference.write(input.theme.toLowerCase() as Theme);
      toast({ title: "Preferences saved", variant: "success" });
    } catch {
      toast({
        title: "Your preference could not be saved. Please try again.",
        variant: "destructive",
      });
    }
  };

  if (props.part === "notifications") {
    return (
      <div className="grid gap-5">
        <Toggle
          label="Notifications"
          description="New chapters of the titles you saved"
          checked={preferences.notifications}
          onChange={(notifications) => void save({ notifications })}
        />
        <Toggle
          label="E-mail updates"
          description="News and recommendations by e-mail"
          checked={preferences.emailUpdates}
          onChange={(emailUpdates) => void save({ emailUpdates })}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Theme">
        <Select
          options={themes}
          value={preferences.theme}
          onValueChange={(theme) => void save({ theme })}
        />
      </Field>
      <Field label="Language">
        <Select
          options={languages}
          value={preferences.language as (typeof languages)[number]["value"]}
          onValueChange={(language) => void save({ language })}
        />
      </Field>
      <Field label="Reading direction">
        <Select
          options={directions}
          value={preferences.readingDirection}
          onValueChange={(readingDirection) => void save({ readingDirection })}
        />
      </Field>
      <Field label="Page fit">
        <Select
          options={fits}
          value={preferences.readerFit}
          onValueChange={(readerFit) => void save({ readerFit })}
        />
      </Field>
      <Field label="Download quality">
        <Select
          options={qualities}
          value={preferences.downloadQuality}
          onValueChange={(downloadQuality) => void save({ downloadQuality })}
        />
      </Field>
      <Toggle
        label="Auto-play"
        description="The home carousel moves on, and a chapter's end goes on to the next after 5 s"
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
