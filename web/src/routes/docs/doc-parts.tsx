import type { ReactNode } from "react";

/** A titled block of a docs tab. */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** A path, command or identifier inside running text. */
export function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{children}</code>;
}
