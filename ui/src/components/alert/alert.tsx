import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

const alertVariants = cva(
  "relative flex gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-info/30 bg-info/10 [&>svg]:text-info",
        success: "border-success/30 bg-success/10 [&>svg]:text-success",
        warning: "border-warning/30 bg-warning/10 [&>svg]:text-warning",
        destructive: "border-destructive/30 bg-destructive/10 [&>svg]:text-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const icons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  destructive: CircleAlert,
};

export type AlertProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof alertVariants> & { title?: ReactNode };

/** A message in the flow of the page. Warnings and errors are announced (role="alert"). */
export function Alert({ className, variant = "info", title, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? "info"];
  const urgent = variant === "warning" || variant === "destructive";
  return (
    <div
      role={urgent ? "alert" : "status"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden />
      <div className="grid gap-1 text-foreground">
        {title && <p className="font-semibold leading-5">{title}</p>}
        {children && <div className="text-foreground/85 leading-5">{children}</div>}
      </div>
    </div>
  );
}
