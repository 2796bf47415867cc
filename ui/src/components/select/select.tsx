import { Check, ChevronDown } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import { cn } from "../../lib/cn.ts";
import { useFieldControl } from "../field/field.tsx";
import { controlClassName } from "../input/input.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface SelectOption<T extends string = string> {
  /** Never empty: an empty value is how the select says "nothing chosen". */
  value: T;
  label: string;
}

export interface SelectProps<T extends string = string> {
  options: readonly SelectOption<T>[];
  value?: T;
  defaultValue?: T;
  onValueChange?: (value: T) => void;
  placeholder?: string;
  disabled?: boolean;
  /** the field's name in a form the browser sends itself: without JavaScript its own select stands in */
  name?: string;
  className?: string;
  "aria-label"?: string;
  /** where focus goes when the list closes; by default back to the select */
  onCloseAutoFocus?: (event: Event) => void;
}

export function Select<T extends string = string>({
  options,
  onValueChange,
  placeholder,
  className,
  "aria-label": ariaLabel,
  onCloseAutoFocus,
  name,
  ...rootProps
}: SelectProps<T>) {
  const text = useUiText();
  const field = useFieldControl();
  return (
    <>
      {name !== undefined && (
        // Without JavaScript the list cannot open: a form's field is the browser's own select,
        // first so that the field's label names it (the list's button is hidden then).
        <noscript>
          <select
            {...field}
            name={name}
            defaultValue={rootProps.value ?? rootProps.defaultValue ?? ""}
            disabled={rootProps.disabled}
            aria-label={ariaLabel}
            className={cn(controlClassName, "h-10", className)}
          >
            <option value="">{placeholder ?? text.selectPlaceholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </noscript>
      )}
      {/* Not named: Radix would add a hidden select of its own to the form, which the server draws
          empty, and the form would send the field twice. */}
      <SelectPrimitive.Root {...rootProps} onValueChange={(value) => onValueChange?.(value as T)}>
        <SelectPrimitive.Trigger
          {...field}
          aria-label={ariaLabel}
          className={cn(
            controlClassName,
            "flex h-10 items-center justify-between gap-2 text-left data-placeholder:text-muted-foreground",
            name !== undefined && "noscript:hidden",
            className,
          )}
        >
          <SelectPrimitive.Value placeholder={placeholder ?? text.selectPlaceholder} />
          <SelectPrimitive.Icon>
            <ChevronDown className="size-4 opacity-70" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            onCloseAutoFocus={onCloseAutoFocus}
            sideOffset={6}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg data-[state=open]:animate-pop-in"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-default items-center rounded-md py-2 pr-8 pl-2.5 text-sm outline-none select-none data-disabled:opacity-50 data-highlighted:bg-accent data-highlighted:text-accent-foreground"
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute right-2.5">
                    <Check className="size-4 text-primary" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </>
  );
}
