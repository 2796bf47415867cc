import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";

const meta = {
  title: "Components/Layout/Card",
  component: Card,
  render: (args) => (
    <Card {...args} className="w-96">
      <CardHeader>
        <CardTitle>Premium</CardTitle>
        <CardDescription>Ad-free reading, downloads and early chapters.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">
          $9.99<span className="text-base font-medium text-muted-foreground">/month</span>
        </p>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Start free trial</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Elevated: Story = { args: { className: "shadow-lg" } };
