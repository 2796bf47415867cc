import { COLOR_SCHEME_LABELS, COLOR_SCHEMES, CopyCodeBlock } from "@inkpanel/ui";
import { Code, DocSection } from "./doc-parts.tsx";

const tokenExample = `/* ui/src/styles/tokens.css */
:root {
  --background: #fafafa;
  --primary: #e11d48;
  --radius: 0.75rem;
}
[data-scheme="blue"] {
  --primary: #2563eb;
}
/* .dark, or .system on a dark device; last, so a scheme recolours only the light theme */
.dark {
  --background: #0b0b10;
  --primary: #ff5c7a;
}`;

const preferenceExample = `import { createStoredValue, setNavbarStyle, useStoredValue, useTheme } from "@inkpanel/ui";

// Saved in localStorage and applied at once, in every open tab.
setNavbarStyle("glassmorphism");

function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  return <button onClick={() => setTheme(theme === "dark" ? "light" : "dark")}>Toggle</button>;
}

// A value of your own, kept the same way. Blocked or full storage, or a stored value that parse
// rejects, gives the fallback; the server renders the fallback too, so hydration matches.
const compactCards = createStoredValue<boolean>({
  key: "compact-cards",
  parse: (stored) => stored === "true",
  fallback: false,
});

function CompactToggle() {
  const compact = useStoredValue(compactCards);
  return <button onClick={() => compactCards.write(!compact)}>Compact: {String(compact)}</button>;
}`;

export function CustomizationTab() {
  return (
    <div className="space-y-10">
      <DocSection title="Design tokens">
        <p className="text-muted-foreground">
          Every colour, radius and spacing value is a CSS variable in{" "}
          <Code>ui/src/styles/tokens.css</Code>. The <Code>.dark</Code> class (and{" "}
          <Code>.system</Code> on a dark device) and the <Code>data-scheme</Code> attribute override
          them; components only use the tokens, so a change there restyles the whole site.
        </p>
        <CopyCodeBlock code={tokenExample} language="css" />
      </DocSection>
      <DocSection title="Themes and colour schemes">
        <p className="text-muted-foreground">
          Readers choose light, dark or system (dark by default) and, in the light theme, one of six
          colour schemes: {COLOR_SCHEMES.map((scheme) => COLOR_SCHEME_LABELS[scheme]).join(", ")}.
          The choices are stored in the browser under <Code>theme</Code> and{" "}
          <Code>colorScheme</Code>, in the cookies <Code>inkpanel-theme</Code> and{" "}
          <Code>inkpanel-color-scheme</Code> and, for a signed-in reader, with the account: the
          server renders each page in them, so pages never flash.
        </p>
      </DocSection>
      <DocSection title="Preferences in code">
        <CopyCodeBlock code={preferenceExample} language="tsx" />
      </DocSection>
    </div>
  );
}
