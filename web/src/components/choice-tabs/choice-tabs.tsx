import { TabLinks, Tabs, TabsList, TabsTrigger } from "@inkpanel/ui";
import type { ReactNode } from "react";

interface ChoiceTabsProps<TValue extends string> {
  /** names the choice for screen readers, e.g. "Period" */
  label: string;
  options: readonly { value: TValue; label: ReactNode }[];
  value: TValue;
  onChange: (value: TValue) => void;
  /** the id of the list the choice changes (the tabs have no panels of their own) */
  controls: string;
  /** each choice's address: without JavaScript the tabs are links to them */
  hrefOf: (value: TValue) => string;
}

/**
 * One of a few choices (a period, a time window) as a row of tabs above a list; without
 * JavaScript, a row of links to each choice's address.
 */
export function ChoiceTabs<TValue extends string>({
  label,
  options,
  value,
  onChange,
  controls,
  hrefOf,
}: ChoiceTabsProps<TValue>) {
  return (
    <>
      <Tabs
        value={value}
        onValueChange={(next) => onChange(next as TValue)}
        className="noscript:hidden"
      >
        <TabsList aria-label={label}>
          {options.map((option) => (
            <TabsTrigger key={option.value} value={option.value} aria-controls={controls}>
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <noscript>
        <TabLinks
          label={label}
          links={options.map((option) => ({
            href: hrefOf(option.value),
            label: option.label,
            current: option.value === value,
          }))}
        />
      </noscript>
    </>
  );
}
