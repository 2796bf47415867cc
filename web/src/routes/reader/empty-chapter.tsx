import { Button } from "@inkpanel/ui";
import { ArrowLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { formatChapterNumber } from "../../lib/format.ts";
import { useLingui } from "@lingui/react/macro";

interface EmptyChapterProps {
  /** the chapter as the reader reads it: its number, its title's name and the next chapter */
  chapter: { number: number; manga: { title: string }; next?: { number: number } | null };
  /** the title as the URL names it (id or slug) */
  mangaId: string;
}

/** A chapter without pages (none published yet): nothing to turn, so where to go instead. */
export function EmptyChapter({ chapter, mangaId }: EmptyChapterProps) {
  const { t } = useLingui();
  const chapterNumber = formatChapterNumber(chapter.number);
  const mangaTitle = chapter.manga.title;
  const titlePath = `/manga/${mangaId}`;
  const next = chapter.next?.number ?? null;
  const nextNumber = next === null ? null : formatChapterNumber(next);
  return (
    // Dark like the reader it stands in for.
    <div className="dark flex min-h-dvh items-center justify-center bg-background px-4 text-foreground">
      <section className="flex max-w-xl flex-col items-center gap-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{t`Chapter ${chapterNumber} has no pages yet`}</h1>
        <p className="text-muted-foreground">
          {nextNumber === null
            ? t`${mangaTitle} has no later chapter to read instead.`
            : t`You can read on with Chapter ${nextNumber}.`}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {nextNumber !== null && (
            <Button asChild>
              <Link to={`${titlePath}/chapter/${next}?page=1`}>
                {t`Read Chapter ${nextNumber}`} <ChevronRight />
              </Link>
            </Button>
          )}
          <Button asChild variant={nextNumber === null ? "primary" : "outline"}>
            <Link to={titlePath}>
              <ArrowLeft /> {t`Back to the title`}
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
