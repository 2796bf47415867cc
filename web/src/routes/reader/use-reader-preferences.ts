import { type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@apollo/client/react";
import { createStoredValue, oneOf, toast, useStoredValue, type StoredValue } from "@inkpanel/ui";
import { writeSavedPreferences } from "../../components/account/saved-preferences.ts";
import { guestAutoPlay } from "../../components/account/use-auto-play.ts";
import {
  readerFitLabels,
  readerLayouts,
  verticalGapLabels,
  verticalWidthLabels,
} from "../../components/reader-options/reader-options.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type {
  ReaderFit,
  ReaderGap,
  ReaderLayout,
  ReaderWidth,
  ReadingDirection,
} from "../../gql/graphql.ts";

export const UseReaderPreferences_reader = graphql(`
  fragment UseReaderPreferences_reader on User {
    id
    preferences {
      readingDirection
      readerFit
      readerLayout
      readerGap
      readerWidth
      autoScrollSpeed
      autoPlay
    }
  }
`);

export const SaveReaderPreferencesMutation = graphql(`
  mutation SaveReaderPreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      readingDirection
      readerFit
      readerLayout
      readerGap
      readerWidth
      autoScrollSpeed
      autoPlay
    }
  }
`);

export const readingDirectionLabels: Record<ReadingDirection, MessageDescriptor> = {
  LTR: msg`Left to right`,
  RTL: msg`Right to left (manga)`,
  VERTICAL: msg`Vertical scroll`,
};

export interface ReaderPreferences {
  readingDirection: ReadingDirection;
  readerFit: ReaderFit;
  readerLayout: ReaderLayout;
  readerGap: ReaderGap;
  readerWidth: ReaderWidth;
  autoScrollSpeed: number;
  autoPlay: boolean;
}

/** A stored choice that must be one of `labels`' keys. */
const oneOfKeys = <T extends string>(labels: Record<T, unknown>) =>
  oneOf(Object.keys(labels) as T[]);

/** A signed-out reader's choice, kept in this browser under `key`: one of `labels`' keys. */
const guestChoice = <T extends string>(
  key: string,
  labels: Record<T, unknown>,
  fallback: NoInfer<T>,
) => createStoredValue<T>({ key, parse: oneOfKeys(labels), fallback });

/**
 * Each preference as a signed-out reader keeps it in this browser (its key there, how it is read
 * back, its default), and what a signed-in reader is told when saving it fails.
 */
const preferences: {
  [Name in keyof ReaderPreferences]: {
    guest: StoredValue<ReaderPreferences[Name]>;
    saveError: MessageDescriptor;
  };
} = {
  readingDirection: {
    guest: guestChoice("readingDirection", readingDirectionLabels, "LTR"),
    saveError: msg`Your reading direction could not be saved. Please try again.`,
  },
  readerFit: {
    guest: guestChoice("readerFit", readerFitLabels, "SCREEN"),
    saveError: msg`Your page fit could not be saved. Please try again.`,
  },
  readerLayout: {
    guest: createStoredValue<ReaderLayout>({
      key: "readerLayout",
      // Browsers kept it in lower case before it was an account preference too.
      parse: (stored) => oneOfKeys(readerLayouts)(stored.toUpperCase()),
      fallback: "SINGLE",
    }),
    saveError: msg`Your page layout could not be saved. Please try again.`,
  },
  readerGap: {
    guest: guestChoice("readerVerticalGap", verticalGapLabels, "SMALL"),
    saveError: msg`Your gap between pages could not be saved. Please try again.`,
  },
  readerWidth: {
    guest: guestChoice("readerVerticalWidth", verticalWidthLabels, "MEDIUM"),
    saveError: msg`Your page width could not be saved. Please try again.`,
  },
  autoScrollSpeed: {
    guest: createStoredValue<number>({
      key: "readerAutoScrollSpeed",
      parse: (stored) => {
        const speed = Number(stored);
        return Number.isInteger(speed) && speed >= 20 && speed <= 400 ? speed : undefined;
      },
      fallback: 80,
    }),
    saveError: msg`Your auto-scroll speed could not be saved. Please try again.`,
  },
  autoPlay: {
    guest: guestAutoPlay,
    saveError: msg`Your auto-play choice could not be saved. Please try again.`,
  },
};

export const guestPreferenceKeys = Object.fromEntries(
  Object.entries(preferences).map(([name, { guest }]) => [name, guest.key]),
) as Record<keyof ReaderPreferences, string>;

/**
 * One of the reader's preferences and how to change it. A signed-in reader's is their saved
 * preference (so settings and other devices follow a change); a signed-out reader's is kept in
 * this browser.
 */
export function useReaderPreference<Name extends keyof ReaderPreferences>(
  reader: FragmentType<typeof UseReaderPreferences_reader> | null,
  name: Name,
): [ReaderPreferences[Name], (value: ReaderPreferences[Name]) => void] {
  const { i18n } = useLingui();
  const signedIn = useFragment(UseReaderPreferences_reader, reader);
  const { guest, saveError } = preferences[name];
  const guestValue = useStoredValue(guest);
  const [save] = useMutation(SaveReaderPreferencesMutation);
  if (!signedIn) return [guestValue, guest.write];

  const chooseAsReader = (value: ReaderPreferences[Name]) => {
    const saved = { ...signedIn.preferences, [name]: value };
    save({
      variables: { input: { [name]: value } },
      optimisticResponse: { updatePreferences: saved },
      update(cache, { data }) {
        if (data)
          writeSavedPreferences(cache, signedIn.id, { [name]: data.updatePreferences[name] });
      },
    }).catch(() => {
      toast({ title: i18n._(saveError), variant: "destructive" });
    });
  };
  return [signedIn.preferences[name], chooseAsReader];
}
