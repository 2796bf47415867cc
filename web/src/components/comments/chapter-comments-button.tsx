import { Button, Dialog, DialogContent, DialogTrigger } from "@inkpanel/ui";
import { MessageCircle } from "lucide-react";
import { useLocation } from "react-router";
import { CommentsSection } from "./comments-section.tsx";
import type { CommentsTarget } from "./use-post-or-chapter-comments.ts";
import { useLingui } from "@lingui/react/macro";

/**
 * The reader's Comments button: a side panel with the chapter's discussion. The panel's content
 * (and its query) exists only while it is open, so page turns never wait for comments. A link
 * ending in #comments (a reply's notification) opens the chapter with the panel open.
 */
export function ChapterCommentsButton({
  target,
}: {
  target: Extract<CommentsTarget, { chapterId: string }>;
}) {
  const { t } = useLingui();
  const { hash } = useLocation();
  return (
    <Dialog defaultOpen={hash === "#comments"}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Comments`}>
          <MessageCircle />
        </Button>
      </DialogTrigger>
      <DialogContent side="right" title={t`Chapter comments`} className="w-[min(28rem,100vw)]">
        <CommentsSection target={target} />
      </DialogContent>
    </Dialog>
  );
}
