import { Field } from "@inkpanel/ui";
import type { ReactNode } from "react";
import {
  useController,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";

/**
 * One field of a react-hook-form form in the design system's <Field>: its label, hint and error,
 * with the control's id and ARIA wiring. `children` draws the control from the field's props;
 * changing the value clears the field's error until the next submit.
 */
export function FormField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Parsed extends FieldValues,
>({
  form,
  name,
  label,
  hint,
  className,
  children,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (field: ControllerRenderProps<Values, Name>) => ReactNode;
}) {
  const { field, fieldState } = useFieldOf(form, name);
  return (
    <Field label={label} hint={hint} error={fieldState.error?.message} className={className}>
      {children(field)}
    </Field>
  );
}

/** A field's value, change handler (clearing its error) and state, for controls outside <Field>. */
export function useFieldOf<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Parsed extends FieldValues,
>(form: UseFormReturn<Values, unknown, Parsed>, name: Name) {
  const { field, fieldState } = useController({ control: form.control, name });
  const onChange: typeof field.onChange = (value) => {
    field.onChange(value);
    if (fieldState.error) form.clearErrors(name);
  };
  return { field: { ...field, onChange }, fieldState };
}
