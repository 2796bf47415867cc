import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@inkpanel/ui";
import { Navigate, useLocation } from "react-router";
import { signInPath } from "../../components/account/sign-in-link.ts";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { AccountTab } from "./account-tab.tsx";
import { PreferencesForm } from "./preferences-form.tsx";
import { ProfileTab } from "./profile-tab.tsx";
import { ReaderAppsSection } from "./reader-apps-section.tsx";
import { SecurityTab } from "./security-tab.tsx";
import type { settingsLoader } from "./settings-query.ts";
import { useLingui } from "@lingui/react/macro";

/** /profile and /settings: the reader's profile, account, preferences, notifications and security. */
export function SettingsRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof settingsLoader>();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Settings`}
        description={t`Your Inkpanel profile, preferences and security.`}
      />
      <h1 className="mb-6 text-3xl font-bold">{t`Profile Settings`}</h1>
      <RouteData queryRef={queryRef} skeleton={<Skeleton className="h-96 w-full" />}>
        {({ me }) =>
          me ? (
            <Tabs defaultValue="profile">
              <TabsList className="flex-wrap">
                <TabsTrigger value="profile">{t`Profile`}</TabsTrigger>
                <TabsTrigger value="account">{t`Account`}</TabsTrigger>
                <TabsTrigger value="preferences">{t`Preferences`}</TabsTrigger>
                <TabsTrigger value="notifications">{t`Notifications`}</TabsTrigger>
                <TabsTrigger value="security">{t`Security`}</TabsTrigger>
              </TabsList>
              <TabsContent value="profile" className="pt-6">
                <ProfileTab user={me} />
              </TabsContent>
              <TabsContent value="account" className="pt-6">
                <AccountTab user={me} />
                <ReaderAppsSection user={me} />
              </TabsContent>
              <TabsContent value="preferences" className="pt-6">
                <PreferencesForm userId={me.id} preferences={me.preferences} part="reading" />
              </TabsContent>
              <TabsContent value="notifications" className="pt-6">
                <PreferencesForm userId={me.id} preferences={me.preferences} part="notifications" />
              </TabsContent>
              <TabsContent value="security" className="pt-6">
                <SecurityTab />
              </TabsContent>
            </Tabs>
          ) : (
            <Navigate replace to={signInPath(pathname)} />
          )
        }
      </RouteData>
    </div>
  );
}
