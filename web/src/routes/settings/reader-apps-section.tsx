import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { Alert, Button, CopyCodeBlock } from "@inkpanel/ui";
import { useState } from "react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatDate } from "../../lib/format.ts";
import { t } from "@lingui/core/macro";

export const ReaderAppsSection_user = graphql(`
  fragment ReaderAppsSection_user on User {
    id
    opdsAccess {
      catalogUrl
      createdAt
    }
  }
`);

export const RenewOpdsToken = graphql(`
  mutation RenewOpdsToken {
    renewOpdsToken {
      catalogUrl
      createdAt
    }
  }
`);

export const RevokeOpdsToken = graphql(`
  mutation RevokeOpdsToken {
    revokeOpdsToken
  }
`);

/** The catalogue's address the server serves for reader apps (server/src/opds). */
const catalogAddress = () => new URL("/opds/v1.2/catalog", window.location.origin).href;

/**
 * Reader apps (OPDS): the catalogue's address to sign in to with e-mail and password, and the
 * reader's personal link for apps that cannot, which they make, copy and revoke here.
 */
export function ReaderAppsSection(props: { user: FragmentType<typeof ReaderAppsSection_user> }) {
  const user = useFragment(ReaderAppsSection_user, props.user);
  const [failed, setFailed] = useState(false);
  const setAccess = (cache: ApolloCache, access: typeof user.opdsAccess) =>
    cache.modify({
      id: cache.identify({ __typename: "User", id: user.id }),
      fields: { opdsAccess: () => access },
    });
  const [renew, renewing] = useMutation(RenewOpdsToken, {
    update: (cache, { data }) => data && setAccess(cache, data.renewOpdsToken),
  });
  const [revoke, revoking] = useMutation(RevokeOpdsToken, {
    update: (cache) => setAccess(cache, null),
  });
  const run = (action: () => Promise<unknown>) => async () => {
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    }
  };
  const busy = renewing.loading || revoking.loading;
  const access = user.opdsAccess;
  const madeOn = access ? formatDate(access.createdAt) : "";

  return (
    <section className="mt-10 grid gap-4" aria-labelledby="reader-apps-heading">
      <h2 id="reader-apps-heading" className="text-lg font-semibold">
        {t`Reader apps (OPDS)`}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t`Add Inkpanel to Panels, Chunky, KOReader or another OPDS reader app with this address, and sign in with your e-mail and password:`}
      </p>
      <CopyCodeBlock language="OPDS" code={catalogAddress()} />
      <p className="text-sm text-muted-foreground">
        {t`For an app that cannot sign in, use your personal link instead. Anyone who has it can read as you: revoke it if it leaks.`}
      </p>
      {failed && <Alert variant="destructive">{t`Something went wrong. Please try again.`}</Alert>}
      {access ? (
        <>
          <CopyCodeBlock language={t`Personal link`} code={access.catalogUrl} />
          <p className="text-sm text-muted-foreground">{t`Made on ${madeOn}`}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" disabled={busy} onClick={run(() => renew())}>
              {t`Replace link`}
            </Button>
            <Button variant="destructive" disabled={busy} onClick={run(() => revoke())}>
              {t`Revoke link`}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button variant="outline" disabled={busy} onClick={run(() => renew())}>
            {t`Make a personal link`}
          </Button>
        </div>
      )}
    </section>
  );
}
