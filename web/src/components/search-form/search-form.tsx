import { Button, cn, SearchField } from "@inkpanel/ui";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";

interface SearchFormProps {
  /** the field's accessible name */
  label: string;
  placeholder: string;
  /** the text the field starts with; give the form a `key` of it to reset on a new search */
  defaultQuery?: string;
  /** called on submit with the trimmed text, which may be empty */
  onSearch: (query: string) => void;
  /** "lg" for a hero search box */
  size?: "md" | "lg";
  /** where the search goes without JavaScript (`?q=`); by default the page it is on */
  action?: string;
  className?: string;
}

/** A search box with a Search button (Search screen, home hero): it searches when submitted. */
export function SearchForm({
  label,
  placeholder,
  defaultQuery = "",
  onSearch,
  size = "md",
  action,
  className,
}: SearchFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState(defaultQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      action={action}
      onSubmit={submit}
      className={cn("flex max-w-2xl gap-2", className)}
    >
      <div className="flex-1">
        <SearchField
          label={label}
          placeholder={placeholder}
          className={size === "lg" ? "h-12" : undefined}
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" size={size}>
        {t`Search`}
      </Button>
    </form>
  );
}
