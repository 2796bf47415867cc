import {
  Alert,
  AspectRatio,
  Avatar,
  Badge,
  Blockquote,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  Heading,
  InlineCode,
  Input,
  Label,
  Progress,
  RadioGroup,
  RadioGroupItem,
  Select,
  Slider,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Text,
} from "@inkpanel/ui";
import type { ReactNode } from "react";

export interface ElementExample {
  title: string;
  preview: ReactNode;
  code: string;
}

// Live examples of the design system, with the code that makes them. The headings below render
// one level down (the page keeps its one h1) but look the way their code does.
export const typographyExamples: ElementExample[] = [
  {
    title: "Headings",
    preview: (
      <div className="space-y-3">
        <Heading level={3} size={1}>
          Heading 1
        </Heading>
        <Heading level={3} size={2}>
          Heading 2
        </Heading>
        <Heading level={3}>Heading 3</Heading>
        <Heading level={4}>Heading 4</Heading>
      </div>
    ),
    code: `<Heading level={1}>Heading 1</Heading>
<Heading level={2}>Heading 2</Heading>
<Heading level={3}>Heading 3</Heading>
<Heading level={4}>Heading 4</Heading>`,
  },
  {
    title: "Text styles",
    preview: (
      <div className="space-y-3">
        <Text variant="lead">A lead paragraph introduces a page.</Text>
        <Text>
          Body text for reading, with <InlineCode>inline code</InlineCode> where needed.
        </Text>
        <Text variant="muted">Muted text for secondary details.</Text>
        <Text variant="caption">Caption</Text>
        <Blockquote>"A crown is only a circle." — the dragon</Blockquote>
      </div>
    ),
    code: `<Text variant="lead">A lead paragraph introduces a page.</Text>
<Text>Body text, with <InlineCode>inline code</InlineCode>.</Text>
<Text variant="muted">Muted text for secondary details.</Text>
<Text variant="caption">Caption</Text>
<Blockquote>"A crown is only a circle." — the dragon</Blockquote>`,
  },
];

export const formExamples: ElementExample[] = [
  {
    title: "Inputs",
    preview: (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="E-mail" hint="We never share it.">
          <Input type="email" placeholder="you@example.com" />
        </Field>
        <Field label="Username" error="This username is taken.">
          <Input defaultValue="inkreader" />
        </Field>
      </div>
    ),
    code: `<Field label="E-mail" hint="We never share it.">
  <Input type="email" placeholder="you@example.com" />
</Field>
<Field label="Username" error="This username is taken.">
  <Input defaultValue="inkreader" />
</Field>`,
  },
  {
    title: "Checkbox, switch and radio",
    preview: (
      <div className="flex flex-wrap gap-8">
        <div className="flex items-center gap-2">
          <Checkbox id="demo-terms" defaultChecked />
          <Label htmlFor="demo-terms">Accept terms</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="demo-autoplay" />
          <Label htmlFor="demo-autoplay">Auto-play</Label>
        </div>
        <RadioGroup defaultValue="ltr" aria-label="Reading direction" className="flex gap-4">
          {["ltr", "rtl"].map((direction) => (
            <div key={direction} className="flex items-center gap-2">
              <RadioGroupItem value={direction} id={`demo-${direction}`} />
              <Label htmlFor={`demo-${direction}`}>{direction.toUpperCase()}</Label>
            </div>
          ))}
        </RadioGroup>
      </div>
    ),
    code: `<Checkbox id="terms" defaultChecked />
<Label htmlFor="terms">Accept terms</Label>

<Switch id="autoplay" />
<Label htmlFor="autoplay">Auto-play</Label>

<RadioGroup defaultValue="ltr" aria-label="Reading direction">
  <RadioGroupItem value="ltr" id="ltr" /> <Label htmlFor="ltr">LTR</Label>
  <RadioGroupItem value="rtl" id="rtl" /> <Label htmlFor="rtl">RTL</Label>
</RadioGroup>`,
  },
  {
    title: "Select, slider and progress",
    preview: (
      <div className="grid gap-6 sm:grid-cols-3 sm:items-center">
        <Select
          aria-label="Download quality"
          defaultValue="high"
          options={[
            { value: "low", label: "Low" },
            { value: "medium", label: "Medium" },
            { value: "high", label: "High" },
          ]}
        />
        <Slider defaultValue={[50]} min={0} max={100} step={1} thumbLabels={["Volume"]} />
        <Progress value={75} aria-label="Chapter progress" />
      </div>
    ),
    code: `<Select
  aria-label="Download quality"
  defaultValue="high"
  options={[
    { value: "low", label: "Low" },
    { value: "medium", label: "Medium" },
    { value: "high", label: "High" },
  ]}
/>
<Slider defaultValue={[50]} min={0} max={100} step={1} thumbLabels={["Volume"]} />
<Progress value={75} aria-label="Chapter progress" />`,
  },
];

export const layoutExamples: ElementExample[] = [
  {
    title: "Cards",
    preview: (
      <Card className="max-w-sm">
        <CardHeader>
          <CardTitle>Ashen Crown</CardTitle>
          <CardDescription>Fantasy · 120 chapters</CardDescription>
        </CardHeader>
        <CardContent>
          <Button size="sm">Start Reading</Button>
        </CardContent>
      </Card>
    ),
    code: `<Card>
  <CardHeader>
    <CardTitle>Ashen Crown</CardTitle>
    <CardDescription>Fantasy · 120 chapters</CardDescription>
  </CardHeader>
  <CardContent>
    <Button size="sm">Start Reading</Button>
  </CardContent>
</Card>`,
  },
  {
    title: "Badges and alerts",
    preview: (
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Badge>Default</Badge>
          <Badge variant="secondary">Secondary</Badge>
          <Badge variant="outline">Outline</Badge>
          <Badge variant="success">Completed</Badge>
          <Badge variant="premium">Premium</Badge>
        </div>
        <Alert variant="success" title="Saved">
          Your preferences are saved.
        </Alert>
        <Alert variant="warning" title="Heads up">
          This chapter contains spoilers.
        </Alert>
      </div>
    ),
    code: `<Badge>Default</Badge>
<Badge variant="secondary">Secondary</Badge>
<Badge variant="outline">Outline</Badge>
<Badge variant="success">Completed</Badge>
<Badge variant="premium">Premium</Badge>

<Alert variant="success" title="Saved">Your preferences are saved.</Alert>
<Alert variant="warning" title="Heads up">This chapter contains spoilers.</Alert>`,
  },
  {
    title: "Avatar and aspect ratio",
    preview: (
      <div className="flex flex-wrap items-center gap-6">
        <Avatar name="Yui Hollander" size="lg" />
        <Avatar name="Daniel Okoye" />
        <div className="w-64">
          <AspectRatio
            ratio={16 / 9}
            className="grid place-items-center bg-linear-to-br from-gradient-from to-gradient-to text-gradient-foreground"
          >
            16:9
          </AspectRatio>
        </div>
      </div>
    ),
    code: `<Avatar name="Yui Hollander" size="lg" />
<Avatar name="Daniel Okoye" src="/media/authors/daniel.svg" />

<AspectRatio ratio={16 / 9}>
  <img src="/media/blog/hero.svg" alt="" />
</AspectRatio>`,
  },
];

const samplePlans = [
  { name: "Free", monthly: "$0.00", devices: "1" },
  { name: "Premium", monthly: "$9.99", devices: "3" },
  { name: "Ultimate", monthly: "$19.99", devices: "Unlimited" },
];

export const dataExamples: ElementExample[] = [
  {
    title: "Table",
    preview: (
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Plan</TableHead>
            <TableHead>Monthly</TableHead>
            <TableHead>Devices</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {samplePlans.map((plan) => (
            <TableRow key={plan.name}>
              <TableCell className="font-medium">{plan.name}</TableCell>
              <TableCell>{plan.monthly}</TableCell>
              <TableCell>{plan.devices}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    ),
    code: `<Table>
  <TableHeader>
    <TableRow>
      <TableHead>Plan</TableHead>
      <TableHead>Monthly</TableHead>
      <TableHead>Devices</TableHead>
    </TableRow>
  </TableHeader>
  <TableBody>
    {plans.map((plan) => (
      <TableRow key={plan.name}>
        <TableCell className="font-medium">{plan.name}</TableCell>
        <TableCell>{plan.monthly}</TableCell>
        <TableCell>{plan.devices}</TableCell>
      </TableRow>
    ))}
  </TableBody>
</Table>`,
  },
];
