import { useMutation } from "@apollo/client/react";
import { toast } from "@inkpanel/ui";
import { useState } from "react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { ReaderFit, ReadingDirection } from "../../gql/graphql.ts";
import { readerFitLabels } from "./page-fit.ts";

export const UseReaderPreferences_reader = graphql(`
  fragment UseReaderPreferences_reader on User {
    id
    preferences {
      readingDirection
      readerFit
    }
  }
`);

export const SaveReaderPreferencesMutation = graphql(`
  mutation SaveReaderPreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      readingDirection
      readerFit
    }
  }
`);

export const readingDirectionLabels: Record<ReadingDirection, string> = {
  LTR: "Left to right",
  RTL: "Right to left (manga)",
  VERTICAL: "Vertical scroll",
};

interface ReaderPreferences {
  readingDirection: ReadingDirection;
  readerFit: ReaderFit;
}

/** Each preference's choices and the default, and where a signed-out reader's choice is kept. */
const preferences: {
  [Name in keyof ReaderPreferences]: {
    labels: Record<ReaderPreferences[Name], string>;
    fallback: ReaderPreferences[Name];
    guestKey: string;
    saveError: string;
  };
} = {
  readingDirection: {
    labels: readingDirectionLabels,
    fallback: "LTR",
    guestKey: "readingDirection",
    saveError: "Your reading direction could not be saved. Please try again.",
  },
  readerFit: {
    labels: readerFitLabels,
    fallback: "SCREEN",
    guestKey: "readerFit",
    saveError: "Your page fit could not be saved. Please try again.",
  },
};

export const guestPreferenceKeys = {
  readingDirection: preferences.readingDirection.guestKey,
  readerFit: preferences.readerFit.guestKey,
};

/**
 * A choice kept in this browser (a signed-out reader's preferences, and the reader's own layout
 * choices): one of `labels`' keys, `fallback` when nothing valid is stored.
 */
export function useBrowserChoice<T extends string>(
  key: string,
  labels: Record<T, string>,
  fallback: NoInfer<T>,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored && Object.hasOwn(labels, stored) ? (stored as T) : fallback;
    } catch {
      return fallback; // storage disabled
    }
  });
  const choose = (next: T) => {
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // storage disabled: the choice lasts while this chapter is open
    }
    setValue(next);
  };
  return [value, choose];
}

/**
 * One of the reader's preferences and how to change it. A signed-in reader's is their saved
 * preference (so settings and other devices follow a change); a signed-out reader's is kept in
 * this browser.
 */
export function useReaderPreference<Name extends keyof ReaderPreferences>(
  reader: FragmentType<typeof UseReaderPreferences_reader> | null,
  name: Name,
): [ReaderPreferences[Name], (value: ReaderPreferences[Name]) => void] {
  const signedIn = useFragment(UseReaderPreferences_reader, reader);
  const { labels, fallback, guestKey, saveError } = preferences[name];
  const guest = useBrowserChoice(guestKey, labels, fallback);
  const [save] = useMutation(SaveReaderPreferencesMutation);
  if (!signedIn) return guest;

  const chooseAsReader = (value: ReaderPreferences[Name]) => {
    const saved = { ...signedIn.preferences, [name]: value };
    save({
      variables: { input: { [name]: value } },
      optimisticResponse: { updatePreferences: saved },
      // Preferences have no id of their own: they live inside the reader's User record, which
      // the reader (and the settings screen) read, so the change is written there.
      update(cache, { data }) {
        if (!data) return;
        cache.modify<{ preferences: ReaderPreferences }>({
          id: cache.identify({ __typename: "User", id: signedIn.id }),
          fields: {
            preferences: (stored) => ({ ...stored, [name]: data.updatePreferences[name] }),
          },
        });
      },
    }).catch(() => {
      toast({ title: saveError, variant: "destructive" });
    });
  };
  return [signedIn.preferences[name], chooseAsReader];
}
