import { Button } from "@inkpanel/ui";
import { Link, useParams, useSearchParams } from "react-router";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useNotFoundStatus } from "../../lib/page-status.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { ReadingRecorder } from "../../components/library-actions/reading-recorder.tsx";
import { ChapterReader } from "./chapter-reader.tsx";
import { readPageParam } from "./reader-navigation.ts";
import { ReaderShell } from "./reader-shell.tsx";
import { ReaderSkeleton } from "./reader-skeleton.tsx";
import type { readerLoader } from "./reader-query.ts";
import { useLingui } from "@lingui/react/macro";

export function ReaderRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof readerLoader>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const { mangaId } = useParams();
  if (!queryRef) return <ChapterNotFound />;
  return (
    <RouteData queryRef={queryRef} skeleton={<ReaderSkeleton />}>
      {({ chapter, me }) =>
        chapter ? (
          <>
            <PageMeta
              title={t`${chapter.manga.title} — Chapter ${chapter.number}`}
              description={
                chapter.title
                  ? t`Read ${chapter.manga.title} chapter ${chapter.number}: ${chapter.title} online.`
                  : t`Read ${chapter.manga.title} chapter ${chapter.number} online.`
              }
              image={chapter.manga.coverUrl}
            />
            {hydrated ? (
              <>
                <ChapterReader key={chapter.id} chapter={chapter} reader={me} />
                {/* A chapter without pages has no place to keep. */}
                {me && chapter.pageCount > 0 && (
                  <ReadingRecorder
                    readerId={me.id}
                    chapterId={chapter.id}
                    pageCount={chapter.pageCount}
                  />
                )}
              </>
            ) : (
              <ReaderShell
                chapter={chapter}
                mangaId={mangaId ?? chapter.manga.id}
                page={readPageParam(searchParams.get("page"), chapter.pageCount)}
              />
            )}
          </>
        ) : (
          <ChapterNotFound />
        )
      }
    </RouteData>
  );
}

function ChapterNotFound() {
  const { t } = useLingui();
  const { mangaId } = useParams();
  useNotFoundStatus();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageMeta title={t`Chapter not found`} description={t`This chapter does not exist.`} />
      <h1 className="text-2xl font-semibold">{t`Chapter not found`}</h1>
      <p className="text-muted-foreground">{t`This title has no chapter with that number.`}</p>
      <Button asChild variant="outline">
        <Link to={`/manga/${mangaId}`}>{t`Back to the title`}</Link>
      </Button>
    </section>
  );
}
