import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { Label } from "../field/field.tsx";
import { controlClassName } from "../input/input.tsx";

interface Option {
  value: string;
  label: string;
}

/** One control of a plain filter form; `name` is its URL parameter. */
export type PlainFilterField =
  | { kind: "text"; name: string; label: string; value: string }
  | {
      kind: "checkboxes";
      name: string;
      label: string;
      options: readonly Option[];
      checked: readonly string[];
    }
  | { kind: "radios"; name: string; label: string; options: readonly Option[]; checked: string }
  | { kind: "select"; name: string; label: string; options: readonly Option[]; value: string }
  | {
      kind: "number";
      name: string;
      label: string;
      min: number;
      max: number;
      step: number;
      value: number;
    }
  /** on sends `name=true` */
  | { kind: "flag"; name: string; label: string; checked: boolean }
  /** sent as it is: a value the form keeps but does not show (a search made above it) */
  | { kind: "hidden"; name: string; value: string };

export interface PlainFilterFormProps {
  fields: readonly PlainFilterField[];
  /** the Apply button */
  submitLabel: string;
  /** the address of the list without filters, and its link's words */
  clear?: { href: string; label: string };
  /** the form's accessible name */
  label: string;
  /** where the form goes; by default the page it is on */
  action?: string;
  /** the fields in a row (a list's order and view above it), not a column */
  inline?: boolean;
  className?: string;
}

/**
 * A list's filters as a plain HTML form that sends them in the address (`GET`): what a screen
 * offers when JavaScript does not run, where its richer controls cannot. Every control is the
 * browser's own, so it works with nothing but HTML.
 */
export function PlainFilterForm({
  fields,
  submitLabel,
  clear,
  label,
  action,
  inline = false,
  className,
}: PlainFilterFormProps) {
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      className={cn(
        inline ? "flex flex-wrap items-end gap-3" : "space-y-5 rounded-2xl border bg-card p-4",
        className,
      )}
    >
      {fields.map((field) => (
        <PlainField key={field.name} field={field} />
      ))}
      <div className={cn("flex gap-2", !inline && "flex-col")}>
        <Button type="submit">{submitLabel}</Button>
        {clear && (
          <Button asChild variant="outline">
            <a href={clear.href}>{clear.label}</a>
          </Button>
        )}
      </div>
    </form>
  );
}

const controlClass = cn(controlClassName, "h-10");
const choiceClassName = "size-4 shrink-0 accent-primary";
const legendClassName = "mb-2 text-sm font-semibold";

function PlainField({ field }: { field: PlainFilterField }) {
  const id = useId();
  switch (field.kind) {
    case "hidden":
      return <input type="hidden" name={field.name} value={field.value} />;
    case "text":
    case "number":
      return (
        <LabelledControl id={id} label={field.label}>
          <input
            id={id}
            type={field.kind === "text" ? "search" : "number"}
            name={field.name}
            defaultValue={field.value}
            {...(field.kind === "number" && { min: field.min, max: field.max, step: field.step })}
            className={controlClass}
          />
        </LabelledControl>
      );
    case "select":
      return (
        <LabelledControl id={id} label={field.label}>
          <select id={id} name={field.name} defaultValue={field.value} className={controlClass}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </LabelledControl>
      );
    case "checkboxes":
    case "radios":
      return (
        <fieldset className="space-y-2">
          <legend className={legendClassName}>{field.label}</legend>
          {field.options.map((option) => (
            <label key={option.value} className="flex items-center gap-2.5 text-sm">
              <input
                type={field.kind === "checkboxes" ? "checkbox" : "radio"}
                name={field.name}
                value={option.value}
                defaultChecked={
                  field.kind === "checkboxes"
                    ? field.checked.includes(option.value)
                    : field.checked === option.value
                }
                className={choiceClassName}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    case "flag":
      return (
        <label className="flex items-center gap-2.5 text-sm">
          <input
            type="checkbox"
            name={field.name}
            value="true"
            defaultChecked={field.checked}
            className={choiceClassName}
          />
          {field.label}
        </label>
      );
  }
}

function LabelledControl({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="font-semibold">
        {label}
      </Label>
      {children}
    </div>
  );
}
