// The API's manga statuses are the design system's (`MANGA_STATUSES`, with each badge's colour);
// this is their words, written once for translation: the badges' UI text, the catalogue's status
// filters and the admin's status choice all read them.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MangaStatus } from "../gql/graphql.ts";

export const mangaStatusLabels = {
  ONGOING: msg`Ongoing`,
  COMPLETED: msg`Completed`,
  HIATUS: msg`Hiatus`,
  CANCELLED: msg`Cancelled`,
} as const satisfies Record<MangaStatus, MessageDescriptor>;

/** The given statuses as URL choices, keyed by their names in lowercase (`?status=completed`). */
export function statusChoices<const TStatus extends MangaStatus>(statuses: readonly TStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status.toLowerCase(), { label: mangaStatusLabels[status], status }]),
  ) as { [S in TStatus as Lowercase<S>]: { label: MessageDescriptor; status: S } };
}
