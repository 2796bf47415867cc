import type { ComponentProps } from "react";

/**
 * A form the app sends itself (its `onSubmit`). It posts: sent by the browser instead, before
 * the app is up or without JavaScript, what it holds (a password) goes into no address, and the
 * server sends the page back (server/src/app.ts) or, for sign-in, answers it.
 */
export function AppForm(props: Omit<ComponentProps<"form">, "method">) {
  return <form method="post" {...props} />;
}
