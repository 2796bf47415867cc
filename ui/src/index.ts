export { cn } from "./lib/cn.ts";
export * from "./theme/theme.ts";
export { Button, buttonVariants, type ButtonProps } from "./components/button/button.tsx";
