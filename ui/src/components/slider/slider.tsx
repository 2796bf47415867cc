import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb, e.g. ["Minimum rating", "Maximum rating"]. */
  thumbLabels?: string[];
};

/** One thumb for a single value, two for a range: pass one or two numbers as value/defaultValue. */
export function Slider({
  className,
  thumbLabels = [],
  value,
  defaultValue,
  ...props
}: SliderProps) {
  const thumbs = (value ?? defaultValue ?? [props.min ?? 0]).length;
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          className="block size-5 rounded-full border-2 border-primary bg-thumb shadow-md transition-shadow hover:ring-4 hover:ring-ring/20 focus-visible:ring-4 focus-visible:ring-ring/40 focus-visible:outline-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
