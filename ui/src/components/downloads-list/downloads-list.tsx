import { BookOpen, Trash2 } from "lucide-react";
import { AppLink } from "../../lib/link.tsx";
import { Button } from "../button/button.tsx";

export interface DownloadsListItem {
  id: string;
  /** the title's name */
  title: string;
  /** the chapter ("Chapter 3: The Storm") */
  chapter: string;
  /** its size on the device, in words ("4.2 MB") */
  size: string;
  /** where it is read */
  href: string;
  /** the delete button's accessible name ("Delete Chapter 3 of Tides") */
  deleteLabel: string;
}

export interface DownloadsListProps {
  items: readonly DownloadsListItem[];
  /** the delete buttons' text */
  deleteText: string;
  onDelete: (id: string) => void;
}

/** The chapters kept on the device, each with its size, a link to read it and a delete button. */
export function DownloadsList({ items, deleteText, onDelete }: DownloadsListProps) {
  return (
    <ul className="divide-y rounded-2xl border">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 px-4 py-3">
          <BookOpen className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <AppLink href={item.href} className="min-w-0 flex-1 hover:underline">
            <span className="block truncate font-medium">{item.title}</span>
            <span className="block truncate text-sm text-muted-foreground">{item.chapter}</span>
          </AppLink>
          <span className="shrink-0 text-sm text-muted-foreground tabular-nums">{item.size}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={item.deleteLabel}
            onClick={() => onDelete(item.id)}
          >
            <Trash2 /> <span className="max-sm:sr-only">{deleteText}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
