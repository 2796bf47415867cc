import type { ReactNode } from "react";
import { handledInPlace } from "../../lib/plain-click.ts";
import { Button, type ButtonProps } from "../button/button.tsx";

export interface ChoiceLinkProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  /** the address with this choice made */
  href: string;
  /** whether it is the choice made now */
  current: boolean;
  /** makes the choice in place, on a plain click */
  onChoose: () => void;
  children: ReactNode;
}

/**
 * One of a few choices the address holds (a genre, a category, a view), as a button-looking
 * link to the address with it: a plain click makes the choice in place, and without JavaScript,
 * or opened in a new tab, the link leads there. The current one says so (aria-current).
 */
export function ChoiceLink({ href, current, onChoose, children, ...look }: ChoiceLinkProps) {
  return (
    <Button asChild {...look}>
      <a
        href={href}
        aria-current={current ? "true" : undefined}
        onClick={(event) => {
          if (handledInPlace(event)) onChoose();
        }}
      >
        {children}
      </a>
    </Button>
  );
}
