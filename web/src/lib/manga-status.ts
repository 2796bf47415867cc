/* eslint-disable lingui/no-unlocalized-strings -- the ui badges' status names; UiText translates them */
import type { MangaStatus as StatusLabel } from "@inkpanel/ui";
import type { MangaStatus } from "../gql/graphql.ts";

/** The API's status values as the design system's badges name them. */
export const statusLabels: Record<MangaStatus, StatusLabel> = {
  ONGOING: "Ongoing",
  COMPLETED: "Completed",
  HIATUS: "Hiatus",
  CANCELLED: "Cancelled",
};
