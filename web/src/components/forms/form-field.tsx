import { Field } from "@inkpanel/ui";
import type { ReactNode } from "react";
import {
  useController,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";

/** Which field of which form (the form of useZodForm). */
interface FieldOf<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Parsed extends FieldValues,
> {
  form: UseFormReturn<Values, unknown, Parsed>;
  name: Name;
}

/**
 * One field of a react-hook-form form in the design system's <Field>: its label, hint and error,
 * with the control's id and ARIA wiring. `children` draws the control from the field's props.
 */
export function FormField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Parsed extends FieldValues,
>({
  label,
  hint,
  className,
  children,
  ...fieldOf
}: FieldOf<Values, Name, Parsed> & {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: (field: ControllerRenderProps<Values, Name>) => ReactNode;
}) {
  return (
    <FormControl {...fieldOf}>
      {(field, error) => (
        <Field label={label} hint={hint} error={error} className={className}>
          {children(field)}
        </Field>
      )}
    </FormControl>
  );
}

/**
 * One field of a react-hook-form form, drawn by `children` from its props and error: for
 * controls that show their error themselves. Changing the value clears the field's error until
 * the next submit.
 */
export function FormControl<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Parsed extends FieldValues,
>({
  form,
  name,
  children,
}: FieldOf<Values, Name, Parsed> & {
  children: (field: ControllerRenderProps<Values, Name>, error: string | undefined) => ReactNode;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const onChange: typeof field.onChange = (value) => {
    field.onChange(value);
    if (fieldState.error) form.clearErrors(name);
  };
  return children({ ...field, onChange }, fieldState.error?.message);
}
