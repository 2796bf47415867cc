import { Button, toast } from "@inkpanel/ui";
import { Share2 } from "lucide-react";
import { useLingui } from "@lingui/react/macro";

/** Shares the current page through the system sheet, or copies its link where there is none. */
export function ShareButton({
  title,
  label,
}: {
  title: string;
  /** visible text beside the icon */ label?: string;
}) {
  const { t } = useLingui();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => {
        // Closing the share sheet is not an error worth showing.
      });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Link copied`, variant: "success" });
    } catch {
      toast({ title: t`Could not copy the link`, description: url, variant: "destructive" });
    }
  };

  return (
    <Button
      variant={label ? "outline" : "ghost"}
      size={label ? "md" : "icon"}
      aria-label={label ? undefined : t`Share`}
      onClick={() => void share()}
    >
      <Share2 />
      {label}
    </Button>
  );
}
