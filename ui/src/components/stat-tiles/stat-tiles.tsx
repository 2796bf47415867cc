import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Card } from "../card/card.tsx";

export interface StatTile {
  label: string;
  /** shown as given: the app formats numbers in its language */
  value: ReactNode;
  icon: LucideIcon;
}

export interface StatTilesProps {
  tiles: readonly StatTile[];
  /** the grid's columns, e.g. "grid-cols-2 lg:grid-cols-4" */
  className?: string;
}

/**
 * A row of figures with their names, as a description list. Each tile is one group of the list
 * holding only its term (with the icon) and its value, as a <dl> must for screen readers.
 */
export function StatTiles({ tiles, className }: StatTilesProps) {
  return (
    <dl className={cn("grid gap-4", className)}>
      {tiles.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="relative p-4 pl-16">
          <dt className="text-sm text-muted-foreground">
            <Icon
              className="absolute top-1/2 left-4 size-8 -translate-y-1/2 text-primary"
              aria-hidden
            />
            {label}
          </dt>
          <dd className="text-2xl font-bold">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
