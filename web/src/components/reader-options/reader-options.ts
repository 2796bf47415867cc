// The reader's page choices and their names, in one place because two screens offer them: the
// reader's own pickers and Settings → Preferences.

import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReaderFit, ReaderGap, ReaderLayout, ReaderWidth } from "../../gql/graphql.ts";

export const readerFitLabels: Record<ReaderFit, MessageDescriptor> = {
  SCREEN: msg`Fit screen`,
  WIDTH: msg`Fit width`,
  HEIGHT: msg`Fit height`,
  ORIGINAL: msg`Original size`,
};

export const readerLayouts: Record<ReaderLayout, MessageDescriptor> = {
  SINGLE: msg`Single Page`,
  DOUBLE: msg`Double Page`,
};

/** Vertical mode: the space between pages (none for webtoons, drawn to run on). */
export const verticalGapLabels: Record<ReaderGap, MessageDescriptor> = {
  NONE: msg`No gap`,
  SMALL: msg`Small gap`,
  LARGE: msg`Large gap`,
};

/** Vertical mode: how wide pages may grow on a large screen. */
export const verticalWidthLabels: Record<ReaderWidth, MessageDescriptor> = {
  NARROW: msg`Narrow`,
  MEDIUM: msg`Medium`,
  WIDE: msg`Wide`,
  FULL: msg`Full width`,
};

/**
 * A map of labels (the reader's fits, layouts, gaps...) as Select options, in its order, in the
 * interface's language.
 */
export const optionsOf = <T extends string>(labels: Record<T, MessageDescriptor>) =>
  (Object.entries(labels) as [T, MessageDescriptor][]).map(([value, label]) => ({
    value,
    label: i18n._(label),
  }));
