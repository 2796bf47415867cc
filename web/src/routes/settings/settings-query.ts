import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const SettingsRouteQuery = graphql(`
  query SettingsRouteQuery {
    me {
      id
      ...ProfileTab_user
      ...AccountTab_user
      ...ReaderAppsSection_user
      preferences {
        ...PreferencesForm_preferences
      }
    }
  }
`);

export function settingsLoader({ context }: LoaderFunctionArgs) {
  return preloaderOf(context)(SettingsRouteQuery, { fetchPolicy: "network-only" });
}
