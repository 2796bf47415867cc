import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusBadge, type MangaStatus } from "../badge/badge.tsx";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "./table.tsx";

const rows: { title: string; author: string; status: MangaStatus; rating: number }[] = [
  { title: "Blade of the Crimson Moon", author: "Haruto Mori", status: "ONGOING", rating: 9.2 },
  { title: "Starlit Academy", author: "Yui Sato", status: "COMPLETED", rating: 8.7 },
  { title: "The Quiet Alchemist", author: "Ren Ito", status: "HIATUS", rating: 8.1 },
];

const meta = {
  title: "Components/Data/Table",
  component: Table,
  parameters: { layout: "padded" },
  render: (args) => (
    <Table {...args}>
      <TableCaption>Top rated this week</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Author</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Rating</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.title}>
            <TableCell className="font-medium">{row.title}</TableCell>
            <TableCell className="text-muted-foreground">{row.author}</TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.rating.toFixed(1)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
