import { ChapterRow } from "@inkpanel/ui";
import { graphql, useFragment, type FragmentType } from "../../gql";

export const ChapterList_chapter = graphql(`
  fragment ChapterList_chapter on Chapter {
    id
    number
    title
    releasedAt
    pageCount
    isNew
  }
`);

interface ChapterListProps {
  mangaSlug: string;
  chapters: readonly FragmentType<typeof ChapterList_chapter>[];
}

/** A title's chapters, newest first, each leading to the reader; the newest three are marked NEW. */
export function ChapterList({ mangaSlug, ...props }: ChapterListProps) {
  const chapters = useFragment(ChapterList_chapter, props.chapters);
  return (
    <ul className="divide-y rounded-2xl border">
      {chapters.map((chapter) => (
        <ChapterRow
          key={chapter.id}
          number={chapter.number}
          title={chapter.title}
          releasedAt={chapter.releasedAt}
          pages={chapter.pageCount}
          isNew={chapter.isNew}
          href={`/manga/${mangaSlug}/chapter/${chapter.number}`}
        />
      ))}
    </ul>
  );
}
