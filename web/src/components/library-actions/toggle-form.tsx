import type { ReactNode } from "react";

/**
 * A title's toggle button (its `type="submit"` child) in a form the browser can send itself,
 * without JavaScript or before the app is up (server/src/library/library-forms.ts); once the
 * app is up, it toggles through the API (`onToggle`) instead.
 */
export function ToggleForm({
  plainForm,
  onToggle,
  children,
}: {
  plainForm: { action: string; fields: Record<string, string> };
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    // `contents`: the button sits in its row as if the form were not there.
    <form
      method="post"
      action={plainForm.action}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onToggle();
      }}
    >
      {Object.entries(plainForm.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
