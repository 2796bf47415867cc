import { Label as LabelPrimitive } from "radix-ui";
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn(
        "text-sm font-medium leading-none text-foreground select-none peer-disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}

interface FieldControl {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The id and ARIA wiring a control inside a <Field> takes; empty outside one. */
export function useFieldControl(): Partial<FieldControl> {
  return useContext(FieldContext) ?? {};
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the control. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid and replaces the hint. */
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error, wired together for screen readers. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const control: FieldControl = {
    id,
    ...(message ? { "aria-describedby": messageId } : {}),
    ...(error ? { "aria-invalid": true } : {}),
  };
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {message && (
        <p
          id={messageId}
          role={error ? "alert" : undefined}
          className={cn(
            "text-sm",
            error ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {message}
        </p>
      )}
    </div>
  );
}
