import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect, type ReactNode } from "react";
import { configure } from "storybook/test";
import "../ui/src/styles/index.css";
import {
  COLOR_SCHEMES,
  COLOR_SCHEME_LABELS,
  THEMES,
  THEME_LABELS,
  applyTheme,
  type ColorScheme,
  type Theme,
} from "../ui/src/theme/theme.ts";
import { inkpanelTheme } from "./inkpanel-theme.ts";

function ThemedPreview(props: { theme: Theme; colorScheme: ColorScheme; children: ReactNode }) {
  const { theme, colorScheme } = props;
  useLayoutEffect(() => applyTheme(theme, colorScheme), [theme, colorScheme]);
  return props.children;
}

/**
 * Applies the toolbar's theme and colour scheme to the preview document. On docs pages each
 * story also gets the theme's own background, since the page around it is Storybook's.
 */
const withTheme: Decorator = (Story, { globals, viewMode }) => (
  <ThemedPreview theme={globals.theme as Theme} colorScheme={globals.colorScheme as ColorScheme}>
    {viewMode === "docs" ? (
      <div className="rounded-lg bg-background p-6 text-foreground">
        <Story />
      </div>
    ) : (
      <Story />
    )}
  </ThemedPreview>
);

// Play functions' findBy and waitFor give up after 1 s by default, too soon on CI's busy two
// cores; they return as soon as the story is right, so a passing story is no slower for it.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [withTheme],
  tags: ["autodocs"],
  globalTypes: {
    theme: {
      description: "Theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: THEMES.map((value) => ({ value, title: THEME_LABELS[value] })),
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: "Colour scheme (applies in light theme)",
      toolbar: {
        title: "Scheme",
        icon: "paintbrush",
        items: COLOR_SCHEMES.map((value) => ({ value, title: COLOR_SCHEME_LABELS[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "dark", colorScheme: "default" },
  parameters: {
    layout: "centered",
    backgrounds: { disable: true },
    docs: { theme: inkpanelTheme },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Story tests fail on any axe violation.
    a11y: { test: "error" },
    options: {
      storySort: { order: ["Introduction", "Foundations", "Navigation", "Components"] },
    },
  },
};

export default preview;
