/**
 * The colour tokens of ui/src/styles/tokens.css, each surface paired with the text colour meant
 * for it: for colour references (Foundations, the HTML Elements page). Values stay in the CSS.
 */
export const COLOR_TOKEN_PAIRS = [
  ["background", "foreground"],
  ["card", "card-foreground"],
  ["popover", "popover-foreground"],
  ["muted", "muted-foreground"],
  ["secondary", "secondary-foreground"],
  ["accent", "accent-foreground"],
  ["primary", "primary-foreground"],
  ["destructive", "destructive-foreground"],
  ["success", "success-foreground"],
  ["warning", "warning-foreground"],
  ["info", "info-foreground"],
  ["premium", "premium-foreground"],
] as const;
