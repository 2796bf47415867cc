import type { Meta, StoryObj } from "@storybook/react-vite";
import { COLOR_TOKEN_PAIRS } from "../theme/color-tokens.ts";
import { COLOR_SCHEMES, COLOR_SCHEME_LABELS, type ColorScheme } from "../theme/theme.ts";

/** Colours used as text straight on the page (links, statuses, badges). */
const textOnPage = [
  "primary",
  "muted-foreground",
  "destructive",
  "success",
  "warning",
  "info",
] as const;

/** Soft status fills (badges, alerts): the tinted surface with its own colour as text. */
const softFills = [
  ["bg-success/15 text-success", "success"],
  ["bg-warning/15 text-warning", "warning"],
  ["bg-info/15 text-info", "info"],
  ["bg-destructive/15 text-destructive", "destructive"],
] as const;

function Palette({ theme, scheme }: { theme: "light" | "dark"; scheme: ColorScheme }) {
  const title = theme === "dark" ? "Dark" : `Light · ${COLOR_SCHEME_LABELS[scheme]}`;
  return (
    <section
      data-scheme={scheme}
      className={`${theme} grid gap-4 rounded-2xl border bg-background p-5 text-foreground`}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {/* Each surface with its text colour: the story tests check every pair for contrast. */}
        {COLOR_TOKEN_PAIRS.map(([surface, text]) => (
          <div
            key={surface}
            className="grid gap-1 rounded-xl border p-3 text-xs"
            style={{ background: `var(--${surface})`, color: `var(--${text})` }}
          >
            <span className="text-base font-semibold">Aa</span>
            <code className="font-mono">--{surface}</code>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
        {textOnPage.map((token) => (
          <span key={token} style={{ color: `var(--${token})` }}>
            --{token}
          </span>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {softFills.map(([className, token]) => (
          <span
            key={token}
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
          >
            soft {token}
          </span>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <span className="h-10 flex-1 rounded-xl bg-linear-to-r from-gradient-from to-gradient-to px-4 py-2 text-sm font-semibold text-gradient-foreground">
          --gradient-from → --gradient-to
        </span>
        {(["border", "input", "ring"] as const).map((token) => (
          <span
            key={token}
            className="grid size-10 place-items-center rounded-xl border-2"
            style={{ borderColor: `var(--${token})` }}
          >
            <span className="sr-only">--{token}</span>
          </span>
        ))}
      </div>
    </section>
  );
}

const meta = {
  title: "Foundations/Colors",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dark (the default theme) and light in each of the six colour schemes. */
export const EveryScheme: Story = {
  render: () => (
    <div className="grid gap-6">
      <Palette theme="dark" scheme="default" />
      {COLOR_SCHEMES.map((scheme) => (
        <Palette key={scheme} theme="light" scheme={scheme} />
      ))}
    </div>
  ),
};
