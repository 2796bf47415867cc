import { Alert } from "@inkpanel/ui";
import type { ComponentProps } from "react";
import { useLingui } from "@lingui/react/macro";

/**
 * A form the app sends itself (its `onSubmit`). It posts: sent by the browser instead, before
 * the app is up or without JavaScript, what it holds (a password) goes into no address, and the
 * server sends the page back (server/src/app.ts). A form with an `action` the server answers
 * itself (the signed-out account forms); any other says, without JavaScript, that it needs it.
 */
export function AppForm({ children, ...props }: Omit<ComponentProps<"form">, "method">) {
  const { t } = useLingui();
  return (
    <form method="post" {...props}>
      {props.action === undefined && (
        <noscript>
          <Alert>{t`This form needs JavaScript. Turn it on in your browser to send it.`}</Alert>
        </noscript>
      )}
      {children}
    </form>
  );
}
