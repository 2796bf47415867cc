import { Bell } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { AppLink } from "../../lib/link.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu.tsx";
import { Skeleton } from "../skeleton/skeleton.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface NotificationItem {
  id: string;
  /** what happened, e.g. "Paper Lanterns: chapter 12 is out" */
  title: string;
  /** when, already formatted ("2 hours ago") */
  time: string;
  /** where it leads: the chapter, or the comment */
  href: string;
  read: boolean;
}

export interface NotificationBellProps {
  unreadCount: number;
  /** the latest notifications; null while they load (the menu asks for them when opened) */
  items: NotificationItem[] | null;
  /** the latest could not be loaded */
  error?: boolean;
  onOpenChange?: (open: boolean) => void;
  onRetry?: () => void;
  /** a notification was opened (the app marks it read) */
  onSelect?: (item: NotificationItem) => void;
  onMarkAllRead?: () => void;
  /** the app's page with every notification */
  allHref: string;
  className?: string;
}

/** The navbar's bell: the unread count on it, and a menu of the latest notifications. */
export function NotificationBell({
  unreadCount,
  items,
  error = false,
  onOpenChange,
  onRetry,
  onSelect,
  onMarkAllRead,
  allHref,
  className,
}: NotificationBellProps) {
  const text = useUiText();
  const countLabel = unreadCount > 99 ? "99+" : String(unreadCount);
  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        className={cn(
          "relative grid size-9 place-items-center rounded-full transition-colors hover:bg-accent",
          className,
        )}
      >
        <Bell className="size-5" aria-hidden />
        {/* The name reads "Notifications 3 unread": the visible count is part of it. */}
        <span className="sr-only">{text.notifications.title} </span>
        {unreadCount > 0 && (
          <>
            <span
              data-testid="unread-count"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-semibold text-destructive-foreground"
            >
              {countLabel}
            </span>
            <span className="sr-only"> {text.notifications.unread}</span>
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>{text.notifications.title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {error ? (
          // A menu holds only items: the retry is one, and the menu stays open for its answer.
          <DropdownMenuItem
            onSelect={(event) => {
              event.preventDefault();
              onRetry?.();
            }}
          >
            <span role="alert">{text.notifications.failed}</span>
          </DropdownMenuItem>
        ) : items === null ? (
          <DropdownMenuItem disabled aria-label={text.notifications.loading} className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </DropdownMenuItem>
        ) : items.length === 0 ? (
          <DropdownMenuItem disabled className="justify-center py-4 text-muted-foreground">
            {text.notifications.empty}
          </DropdownMenuItem>
        ) : (
          items.map((item) => (
            <DropdownMenuItem key={item.id} asChild>
              <AppLink href={item.href} className="items-start" onClick={() => onSelect?.(item)}>
                <span
                  aria-hidden
                  className={cn(
                    "mt-1.5 size-2 shrink-0 rounded-full",
                    item.read ? "bg-transparent" : "bg-primary",
                  )}
                />
                <span className="grid gap-0.5">
                  <span className={cn(!item.read && "font-medium")}>
                    {item.title}
                    {!item.read && (
                      <span className="sr-only"> {text.notifications.unreadItem}</span>
                    )}
                  </span>
                  <span className="text-xs text-muted-foreground">{item.time}</span>
                </span>
              </AppLink>
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        {unreadCount > 0 && onMarkAllRead && (
          <DropdownMenuItem onSelect={onMarkAllRead} className="justify-center">
            {text.notifications.markAllRead}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <AppLink href={allHref} className="justify-center font-medium">
            {text.notifications.seeAll}
          </AppLink>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
