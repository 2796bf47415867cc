import { addons } from "storybook/manager-api";
import { create } from "storybook/theming";

addons.setConfig({
  theme: create({
    base: "dark",
    brandTitle: "Inkpanel — element guide",
    colorPrimary: "#ff5c7a",
    colorSecondary: "#ff5c7a",
    appBg: "#0b0b10",
    appContentBg: "#14141b",
    appPreviewBg: "#0b0b10",
    appBorderColor: "#2a2a34",
    barBg: "#14141b",
    fontBase: '"Inter Variable", "Segoe UI", system-ui, sans-serif',
  }),
});
