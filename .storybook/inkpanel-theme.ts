import { create } from "storybook/theming";

/** Storybook's own chrome (sidebar, toolbar, docs pages) in Inkpanel's dark look. */
export const inkpanelTheme = create({
  base: "dark",
  brandTitle: "Inkpanel — element guide",
  colorPrimary: "#ff5c7a",
  colorSecondary: "#ff5c7a",
  appBg: "#0b0b10",
  appContentBg: "#0b0b10",
  appPreviewBg: "#0b0b10",
  appBorderColor: "#2a2a34",
  barBg: "#14141b",
  fontBase: '"Inter Variable", "Segoe UI", system-ui, sans-serif',
});
