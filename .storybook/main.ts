import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  stories: ["../ui/src/**/*.mdx", "../ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A finished element guide for designers: no "get started" checklist in the sidebar.
  features: { sidebarOnboardingChecklist: false },
  // Storybook lives at the repo root and does not read web's vite config, so Tailwind is added here.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      build: {
        rollupOptions: {
          // Radix marks its modules "use client" for server components; a browser-only bundle
          // drops the directive as intended, so the warning is noise.
          onwarn(warning, warn) {
            if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
          },
        },
      },
    }),
};

export default config;
