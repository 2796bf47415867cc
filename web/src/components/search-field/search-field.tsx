import { cn, Input } from "@inkpanel/ui";
import { Search } from "lucide-react";

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** the accessible name, e.g. "Search pages" */
  label: string;
  placeholder: string;
  className?: string;
}

/** A search box with a magnifier, for filtering what a page already shows as you type. */
export function SearchField({ value, onChange, label, placeholder, className }: SearchFieldProps) {
  return (
    <div className="relative">
      <Search
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className={cn("pl-10", className)}
      />
    </div>
  );
}
