import { useParams } from "react-router";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { EmptyChapter } from "./empty-chapter.tsx";
import { PagesReader } from "./pages-reader.tsx";
import type { UseReaderPreferences_reader } from "./use-reader-preferences.ts";

export const ChapterReader_chapter = graphql(`
  fragment ChapterReader_chapter on Chapter {
    id
    number
    title
    pageCount
    manga {
      id
      title
      status
      ...SaveButton_manga
      ...FavoriteButton_manga
    }
    pages {
      number
      imageUrl
      width
      height
    }
    previous {
      id
      number
      pageCount
    }
    next {
      id
      number
      title
      pages {
        number
        imageUrl
        width
        height
      }
    }
  }
`);

interface ChapterReaderProps {
  chapter: FragmentType<typeof ChapterReader_chapter>;
  /** the signed-in reader, whose saved preferences win; null when signed out */
  reader: FragmentType<typeof UseReaderPreferences_reader> | null;
}

export function ChapterReader(props: ChapterReaderProps) {
  const chapter = useFragment(ChapterReader_chapter, props.chapter);
  const { mangaId = chapter.manga.id } = useParams();
  if (chapter.pages.length > 0)
    return <PagesReader {...props} chapter={chapter} mangaId={mangaId} />;
  return <EmptyChapter chapter={chapter} mangaId={mangaId} />;
}
