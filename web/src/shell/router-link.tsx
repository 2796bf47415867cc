import type { LinkProps } from "@inkpanel/ui";
import { Link } from "react-router";

/** The design system's links, routed by React Router instead of reloading the page. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
