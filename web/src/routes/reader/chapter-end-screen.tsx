import { Button, ChapterEnd, StatusBadge } from "@inkpanel/ui";
import { ArrowLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import {
  FavoriteButton,
  type FavoriteButton_manga,
} from "../../components/library-actions/favorite-button.tsx";
import type { FragmentType } from "../../gql";
import type { MangaStatus } from "../../gql/graphql.ts";
import { formatChapterNumber } from "../../lib/format.ts";
import { AutoContinue } from "./auto-continue.tsx";
import { useLingui } from "@lingui/react/macro";

interface ChapterEndScreenProps {
  chapterNumber: number;
  manga: FragmentType<typeof FavoriteButton_manga> & { status: MangaStatus };
  /** the title as the URL names it (id or slug) */
  mangaId: string;
  nextChapter: { number: number; title?: string | null } | null;
  /** what the next-chapter button (and one more arrow or tap) does */
  onContinue: () => void;
  /** auto-play: count down on screen, then continue by itself */
  autoContinue: boolean;
}

/**
 * After the last page: the next chapter, or "You're caught up" with the title's status; back to
 * the title, and favorite; with auto-play, a countdown to the next chapter. (A chapter's
 * discussion would sit below the actions.)
 */
export function ChapterEndScreen(props: ChapterEndScreenProps) {
  const { t } = useLingui();
  const chapterNumber = formatChapterNumber(props.chapterNumber);
  const finished = t`Chapter ${chapterNumber} finished`;
  const backToTitle = (
    <Button asChild variant={props.nextChapter ? "outline" : "primary"}>
      <Link to={`/manga/${props.mangaId}`}>
        <ArrowLeft /> {t`Back to the title`}
      </Link>
    </Button>
  );
  const favorite = <FavoriteButton manga={props.manga} />;

  if (!props.nextChapter) {
    return (
      <ChapterEnd
        title={t`You're caught up`}
        description={
          <span className="inline-flex flex-wrap items-center justify-center gap-2">
            {t`Chapter ${chapterNumber} finished, the latest chapter.`}{" "}
            <StatusBadge status={props.manga.status} />
          </span>
        }
        primaryAction={backToTitle}
        actions={favorite}
      />
    );
  }
  const next = props.nextChapter;
  const nextNumber = formatChapterNumber(next.number);
  const nextName = t`Chapter ${nextNumber}`;
  return (
    <ChapterEnd
      title={finished}
      description={
        next.title ? t`Next: Chapter ${nextNumber} — ${next.title}` : t`Next: Chapter ${nextNumber}`
      }
      primaryAction={
        <Button onClick={props.onContinue}>
          {t`Read Chapter ${nextNumber}`} <ChevronRight />
        </Button>
      }
      actions={
        <>
          {backToTitle}
          {favorite}
        </>
      }
    >
      {props.autoContinue && <AutoContinue next={nextName} onContinue={props.onContinue} />}
    </ChapterEnd>
  );
}
