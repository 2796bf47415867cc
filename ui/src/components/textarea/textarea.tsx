import { useState, type ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { useFieldControl } from "../field/field.tsx";
import { controlClassName } from "../input/input.tsx";

export type TextareaProps = ComponentProps<"textarea"> & {
  /** Shows "used/max" under the box; it counts, it does not stop typing past the max. */
  counterMax?: number;
};

export function Textarea({ className, counterMax, onChange, ...props }: TextareaProps) {
  const field = useFieldControl();
  const [typed, setTyped] = useState(String(props.defaultValue ?? ""));
  const used = (props.value === undefined ? typed : String(props.value)).length;
  return (
    <div className="grid gap-1">
      <textarea
        className={cn(controlClassName, "min-h-24 resize-y py-2 leading-6", className)}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
        {...field}
        {...props}
      />
      {counterMax !== undefined && (
        <p
          className={cn(
            "text-right text-xs tabular-nums",
            used > counterMax ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {used}/{counterMax}
        </p>
      )}
    </div>
  );
}
