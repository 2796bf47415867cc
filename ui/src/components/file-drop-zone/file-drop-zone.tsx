import { FileUp } from "lucide-react";
import { useState, type DragEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface FileDropZoneProps {
  /** What the zone asks for: its visible text and the file input's name. */
  label: ReactNode;
  /** The accepted files, as an `<input accept>`: extensions (".cbz") and MIME types ("image/*"). */
  accept: string;
  /** Shown when a dropped or chosen file is not one of `accept`. */
  wrongTypeMessage: ReactNode;
  /** Help under the label (sizes, formats). */
  hint?: ReactNode;
  /** The file chosen so far, shown by name. */
  file?: File | null;
  /** A message about the file from outside (the server refused it, say). */
  error?: ReactNode;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** Shown inside the zone under the file's name: a preview. */
  children?: ReactNode;
  className?: string;
}

/** Whether `file` is one of the `accept` list's extensions or MIME types. */
function acceptsFile(accept: string, file: File): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith(".")
        ? name.endsWith(entry)
        : entry.endsWith("/*")
          ? file.type.startsWith(entry.slice(0, -1))
          : file.type === entry,
    );
}

/**
 * A file picker that also takes a file dropped on it. It is a label around a real file input, so
 * the keyboard, screen readers and form tests reach it like any input.
 */
export function FileDropZone({
  label,
  accept,
  wrongTypeMessage,
  hint,
  file,
  error,
  disabled = false,
  onFile,
  children,
  className,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const [wrongType, setWrongType] = useState(false);
  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const fits = acceptsFile(accept, chosen);
    setWrongType(!fits);
    if (fits) onFile(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };
  const message = wrongType ? wrongTypeMessage : error;

  return (
    <div className={cn("grid gap-2", className)}>
      <label
        data-dragging={dragging || undefined}
        aria-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input p-6 text-center transition-colors",
          "hover:border-primary/60 hover:bg-accent/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
          "data-[dragging]:border-primary data-[dragging]:bg-primary/10",
          "aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
          message && "border-destructive",
        )}
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden />
        <span className="font-medium">{label}</span>
        {hint && <span className="text-sm text-muted-foreground">{hint}</span>}
        <input
          type="file"
          accept={accept}
          disabled={disabled}
          className="sr-only"
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = ""; // the same file may be chosen again after a failure
          }}
        />
        {file && <span className="text-sm font-medium break-all text-primary">{file.name}</span>}
        {children}
      </label>
      {message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
