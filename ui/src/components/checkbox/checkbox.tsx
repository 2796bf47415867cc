import { Check, Minus } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export interface CheckboxProps extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, "name"> {
  /**
   * The box's name in a form the browser sends itself: without JavaScript the browser's own
   * checkbox stands in, and sends "on" when checked.
   */
  name?: string;
}

export function Checkbox({ className, name, ...props }: CheckboxProps) {
  return (
    <>
      {name !== undefined && (
        // Without JavaScript the box cannot be ticked: the browser's own stands in, first so that
        // the label naming the id names it (the box is hidden then).
        <noscript>
          <input
            type="checkbox"
            id={props.id}
            name={name}
            defaultChecked={props.checked === true || props.defaultChecked === true}
            disabled={props.disabled}
            required={props.required}
            aria-invalid={props["aria-invalid"]}
            className={cn("size-5 shrink-0 accent-primary", className)}
          />
        </noscript>
      )}
      {/* Not named: Radix would add a hidden checkbox of its own to the form, and the form would
          send the field twice. */}
      <CheckboxPrimitive.Root
        className={cn(
          "peer grid size-5 shrink-0 place-items-center rounded-md border border-input bg-card shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
          name !== undefined && "noscript:hidden",
          className,
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator className="group">
          <Check className="size-3.5 stroke-3 group-data-[state=indeterminate]:hidden" />
          <Minus className="hidden size-3.5 stroke-3 group-data-[state=indeterminate]:block" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    </>
  );
}
