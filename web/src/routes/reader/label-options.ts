import { i18n, type MessageDescriptor } from "@lingui/core";

/**
 * A map of labels (the reader's fits, layouts, gaps...) as Select options, in its order, in the
 * interface's language. Shared by the reader's pickers and Settings.
 */
export const optionsOf = <T extends string>(labels: Record<T, MessageDescriptor>) =>
  (Object.entries(labels) as [T, MessageDescriptor][]).map(([value, label]) => ({
    value,
    label: i18n._(label),
  }));
