import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Input, type InputProps } from "../input/input.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export type PasswordInputProps = Omit<InputProps, "type">;

/** A password box with its own show/hide toggle. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const text = useUiText();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? "text" : "password"}
        autoComplete="current-password"
        className={cn("pr-10", className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? text.hidePassword : text.showPassword}
        aria-pressed={visible}
        // Showing the password needs the script.
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground transition-colors hover:text-foreground noscript:hidden"
      >
        {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
      </button>
    </div>
  );
}
