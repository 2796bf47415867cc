import { Button, cn } from "@inkpanel/ui";
import { ArrowLeft, EyeOff, Keyboard } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ChapterCommentsButton } from "../../components/comments/chapter-comments-button.tsx";
import {
  SaveButton,
  type SaveButton_manga,
} from "../../components/library-actions/save-button.tsx";
import { ShareButton } from "../../components/share-button/share-button.tsx";
import type { FragmentType } from "../../gql";
import { formatChapterNumber } from "../../lib/format.ts";
import type { BarHold } from "./use-auto-hide.ts";
import { useLingui } from "@lingui/react/macro";

interface ReaderTopBarProps {
  visible: boolean;
  hold: BarHold;
  /** the title, for its Save toggle (shared with the detail page) */
  manga: FragmentType<typeof SaveButton_manga>;
  /** the title as the URL names it (id or slug) */
  mangaId: string;
  mangaTitle: string;
  chapterId: string;
  chapterNumber: number;
  chapterTitle: string | null;
  onToggleInterface: () => void;
  onShowHelp: () => void;
}

export function ReaderTopBar(props: ReaderTopBarProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const detailPath = `/manga/${props.mangaId}`;
  const chapterNumber = formatChapterNumber(props.chapterNumber);
  // Back returns to where the reader came from; opened from a link, it goes to the title.
  const goBack = () => {
    const cameFromThisSite = (window.history.state as { idx?: number } | null)?.idx;
    if (cameFromThisSite) navigate(-1);
    else navigate(detailPath);
  };

  return (
    <header
      {...props.hold}
      // Hidden bars leave the tab order too; Tab brings them back.
      inert={!props.visible}
      className={cn(
        "fixed inset-x-0 top-0 z-30 flex items-center gap-1 sm:gap-2 bg-background/85 pr-[max(0.75rem,env(safe-area-inset-right))] pl-[max(0.75rem,env(safe-area-inset-left))] pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur transition-transform duration-300",
        !props.visible && "-translate-y-full",
      )}
    >
      <Button variant="ghost" size="icon" aria-label={t`Back`} onClick={goBack}>
        <ArrowLeft />
      </Button>
      {/* On a phone the title may take two lines rather than shrink to a few letters. */}
      <div className="min-w-0 flex-1">
        <Link
          to={detailPath}
          className="block text-sm font-semibold hover:underline max-sm:line-clamp-2 max-sm:leading-tight max-sm:break-words sm:truncate"
        >
          {props.mangaTitle}
        </Link>
        <h1 className="truncate text-xs text-muted-foreground">
          {props.chapterTitle
            ? t`Chapter ${chapterNumber}: ${props.chapterTitle}`
            : t`Chapter ${chapterNumber}`}
        </h1>
      </div>
      <SaveButton manga={props.manga} compact />
      <ShareButton title={t`${props.mangaTitle} — Chapter ${chapterNumber}`} />
      <ChapterCommentsButton
        target={{
          chapterId: props.chapterId,
          mangaId: props.mangaId,
          chapterNumber: props.chapterNumber,
        }}
      />
      {/* Touch screens have no keyboard to need it, and its room goes to the title. */}
      <PointerOnlyButton label={t`Keyboard shortcuts`} onClick={props.onShowHelp}>
        <Keyboard />
      </PointerOnlyButton>
      {/* A tap in the middle of the page hides the bars there. */}
      <PointerOnlyButton label={t`Hide interface`} onClick={props.onToggleInterface}>
        <EyeOff />
      </PointerOnlyButton>
    </header>
  );
}

/** An icon button that touch screens do without (each use says why). */
function PointerOnlyButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="pointer-coarse:hidden"
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}
