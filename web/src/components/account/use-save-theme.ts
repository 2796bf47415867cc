import { useMutation } from "@apollo/client/react";
import type { ThemeChoice } from "@inkpanel/ui";
import { graphql } from "../../gql";
import type { ColorScheme, Theme } from "../../gql/graphql.ts";
import { writeSavedPreferences } from "./saved-preferences.ts";

const SaveTheme = graphql(`
  mutation SaveTheme($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      theme
      colorScheme
    }
  }
`);

/**
 * Saves a theme and colour scheme with the signed-in reader's account (`userId`), which every
 * page the server renders for them starts in, on any device.
 */
export function useSaveTheme() {
  const [save] = useMutation(SaveTheme);
  return (userId: string, { theme, colorScheme }: ThemeChoice) => {
    const input = {
      theme: theme.toUpperCase() as Theme,
      colorScheme: colorScheme.toUpperCase() as ColorScheme,
    };
    return save({
      variables: { input },
      update: (cache) => writeSavedPreferences(cache, userId, input),
    });
  };
}
