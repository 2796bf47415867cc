import { Check, Monitor, Moon, Sun } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn } from "../../lib/cn.ts";
import {
  COLOR_SCHEMES,
  THEMES,
  useTheme,
  type ColorScheme,
  type Theme,
} from "../../theme/theme.ts";
import { useUiText } from "../../lib/ui-text.tsx";

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

/** A reader's theme with its colour scheme. */
export interface ThemeChoice {
  theme: Theme;
  colorScheme: ColorScheme;
}

/**
 * Theme (light, dark, system) and, when the theme in effect is light, the colour scheme.
 * Choices are stored and broadcast at once; `syncDocumentTheme` applies them to the page.
 * `onChange` hears each choice after it is stored (the app saves it with the reader's account).
 */
export function ThemeSwitcher({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (choice: ThemeChoice) => void;
}) {
  const text = useUiText();
  const { theme, colorScheme, resolvedTheme, setTheme, setColorScheme } = useTheme();
  const chooseTheme = (next: Theme) => {
    setTheme(next);
    onChange?.({ theme: next, colorScheme });
  };
  const chooseColorScheme = (next: ColorScheme) => {
    setColorScheme(next);
    onChange?.({ theme, colorScheme: next });
  };
  return (
    <div className={cn("grid gap-5", className)}>
      <RadioGroupPrimitive.Root
        aria-label={text.theme.theme}
        value={theme}
        onValueChange={(value) => chooseTheme(value as Theme)}
        className="inline-grid w-fit grid-cols-3 gap-1 rounded-xl bg-muted p-1"
      >
        {THEMES.map((value) => {
          const Icon = themeIcons[value];
          return (
            <RadioGroupPrimitive.Item
              key={value}
              value={value}
              className="inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm"
            >
              <Icon className="size-4" aria-hidden />
              {text.theme.themes[value]}
            </RadioGroupPrimitive.Item>
          );
        })}
      </RadioGroupPrimitive.Root>
      {resolvedTheme === "light" && (
        <RadioGroupPrimitive.Root
          aria-label={text.theme.colourScheme}
          value={colorScheme}
          onValueChange={(value) => chooseColorScheme(value as ColorScheme)}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {COLOR_SCHEMES.map((value) => (
            <RadioGroupPrimitive.Item
              key={value}
              value={value}
              className="flex items-center gap-3 rounded-xl border bg-card p-3 text-left text-sm font-medium transition-colors hover:border-ring/50 data-[state=checked]:border-primary data-[state=checked]:ring-2 data-[state=checked]:ring-primary/25"
            >
              {/* The swatch takes the scheme's own primary from the tokens. */}
              <span
                data-scheme={value}
                className="light grid size-7 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground"
              >
                <RadioGroupPrimitive.Indicator>
                  <Check className="size-4" aria-hidden />
                </RadioGroupPrimitive.Indicator>
              </span>
              {text.theme.schemes[value]}
            </RadioGroupPrimitive.Item>
          ))}
        </RadioGroupPrimitive.Root>
      )}
    </div>
  );
}
