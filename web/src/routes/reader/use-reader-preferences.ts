import { type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@apollo/client/react";
import { toast } from "@inkpanel/ui";
import { useState } from "react";
import { writeSavedPreferences } from "../../components/account/saved-preferences.ts";
import { AUTO_PLAY_KEY } from "../../components/account/use-auto-play.ts";
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

/** Reads a stored choice back: one of `labels`' keys, or undefined. */
const oneOf =
  <T extends string>(labels: Record<T, unknown>) =>
  (stored: string) =>
    Object.hasOwn(labels, stored) ? (stored as T) : undefined;

/** Each preference's default, how to read it back from the browser, and its key there. */
const preferences: {
  [Name in keyof ReaderPreferences]: {
    fromBrowser: (stored: string) => ReaderPreferences[Name] | undefined;
    fallback: ReaderPreferences[Name];
    guestKey: string;
    saveError: MessageDescriptor;
  };
} = {
  readingDirection: {
    fromBrowser: oneOf(readingDirectionLabels),
    fallback: "LTR",
    guestKey: "readingDirection",
    saveError: msg`Your reading direction could not be saved. Please try again.`,
  },
  readerFit: {
    fromBrowser: oneOf(readerFitLabels),
    fallback: "SCREEN",
    guestKey: "readerFit",
    saveError: msg`Your page fit could not be saved. Please try again.`,
  },
  readerLayout: {
    // Browsers kept it in lower case before it was an account preference too.
    fromBrowser: (stored) => oneOf(readerLayouts)(stored.toUpperCase()),
    fallback: "SINGLE",
    guestKey: "readerLayout",
    saveError: msg`Your page layout could not be saved. Please try again.`,
  },
  readerGap: {
    fromBrowser: oneOf(verticalGapLabels),
    fallback: "SMALL",
    guestKey: "readerVerticalGap",
    saveError: msg`Your gap between pages could not be saved. Please try again.`,
  },
  readerWidth: {
    fromBrowser: oneOf(verticalWidthLabels),
    fallback: "MEDIUM",
    guestKey: "readerVerticalWidth",
    saveError: msg`Your page width could not be saved. Please try again.`,
  },
  autoScrollSpeed: {
    fromBrowser: (stored) => {
      const speed = Number(stored);
      return Number.isInteger(speed) && speed >= 20 && speed <= 400 ? speed : undefined;
    },
    fallback: 80,
    guestKey: "readerAutoScrollSpeed",
    saveError: msg`Your auto-scroll speed could not be saved. Please try again.`,
  },
  autoPlay: {
    fromBrowser: (stored) => (stored === "true" ? true : stored === "false" ? false : undefined),
    fallback: true,
    guestKey: AUTO_PLAY_KEY,
    saveError: msg`Your auto-play choice could not be saved. Please try again.`,
  },
};

export const guestPreferenceKeys = Object.fromEntries(
  Object.entries(preferences).map(([name, { guestKey }]) => [name, guestKey]),
) as Record<keyof ReaderPreferences, string>;

/**
 * A value kept in this browser (a signed-out reader's preferences): what `fromBrowser` reads
 * back, `fallback` when nothing valid is stored.
 */
function useBrowserValue<T extends string | number | boolean>(
  key: string,
  fromBrowser: (stored: string) => T | undefined,
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? fallback : (fromBrowser(stored) ?? fallback);
    } catch {
      return fallback; // storage disabled
    }
  });
  const choose = (next: T) => {
    try {
      window.localStorage.setItem(key, String(next));
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
  const { i18n } = useLingui();
  const signedIn = useFragment(UseReaderPreferences_reader, reader);
  const { fromBrowser, fallback, guestKey, saveError } = preferences[name];
  const guest = useBrowserValue(guestKey, fromBrowser, fallback);
  const [save] = useMutation(SaveReaderPreferencesMutation);
  if (!signedIn) return guest;

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
