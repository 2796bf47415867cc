import {
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type MouseEventHandler,
  type ReactNode,
} from "react";

/** What a link component must accept: the web app adapts its router's Link to this. */
export interface LinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  "aria-current"?: "page";
  "aria-label"?: string;
}

export type LinkComponent = ComponentType<LinkProps>;

function PlainLink(props: LinkProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

/**
 * Makes every ui link (navbar, footer, cards) render through `linkComponent`, e.g.
 * `({ href, ...rest }) => <Link to={href} {...rest} />` for react-router. Without it, plain <a>.
 */
export function LinkProvider({
  linkComponent,
  children,
}: {
  linkComponent: LinkComponent;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

/** Renders a link through the provided link component. */
export function AppLink(props: LinkProps) {
  // The component comes from context, set once at the root; it is not re-created per render.
  return createElement(useContext(LinkContext), props);
}
