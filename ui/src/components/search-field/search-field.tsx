import { Search } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { Input, type InputProps } from "../input/input.tsx";

export interface SearchFieldProps extends Omit<InputProps, "type"> {
  /** The accessible name, e.g. "Search manga". */
  label: string;
}

/**
 * A search box with a magnifier: alone it filters as you type; inside a `<form role="search">`
 * it submits. `className` styles the input.
 */
export function SearchField({ label, className, ...props }: SearchFieldProps) {
  return (
    <div className="relative w-full">
      {/* The surrounding text colour, dimmed: it suits any bar the box sits on. */}
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 opacity-70"
        aria-hidden
      />
      <Input type="search" aria-label={label} className={cn("pl-9", className)} {...props} />
    </div>
  );
}
