export { cn } from "./lib/cn.ts";
export * from "./theme/theme.ts";

export { Button, buttonVariants, type ButtonProps } from "./components/button/button.tsx";
export {
  Blockquote,
  Heading,
  InlineCode,
  Text,
  type HeadingProps,
  type TextProps,
} from "./components/typography/typography.tsx";
export { Field, Label, useFieldControl, type FieldProps } from "./components/field/field.tsx";
export { Input, type InputProps } from "./components/input/input.tsx";
export { Textarea, type TextareaProps } from "./components/textarea/textarea.tsx";
export {
  PasswordInput,
  type PasswordInputProps,
} from "./components/password-input/password-input.tsx";
export { Checkbox, type CheckboxProps } from "./components/checkbox/checkbox.tsx";
export { Switch, type SwitchProps } from "./components/switch/switch.tsx";
export { RadioGroup, RadioGroupItem } from "./components/radio-group/radio-group.tsx";
export { Select, type SelectOption, type SelectProps } from "./components/select/select.tsx";
export { Slider, type SliderProps } from "./components/slider/slider.tsx";
export { Progress, type ProgressProps } from "./components/progress/progress.tsx";
