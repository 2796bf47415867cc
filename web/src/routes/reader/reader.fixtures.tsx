// The chapters, reader and rendering the reader's tests share.
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { makeFragmentData } from "../../gql";
import type {
  ChapterReader_ChapterFragment,
  UseReaderPreferences_ReaderFragment,
} from "../../gql/graphql.ts";
import { ChapterReader, ChapterReader_chapter } from "./chapter-reader.tsx";
import { RecordChapterViewMutation } from "./use-record-chapter-view.ts";
import {
  SaveReaderPreferencesMutation,
  UseReaderPreferences_reader,
} from "./use-reader-preferences.ts";

const page = (chapterId: string, number: number) => ({
  number,
  imageUrl: `/media/pages/${chapterId}/${number}.svg`,
  width: 800,
  height: 1200,
});

// Chapter 12 of "Moonlit Blade": three pages, between chapter 11 (18 pages) and chapter 12.5.
export const middleChapter: ChapterReader_ChapterFragment = {
  id: "chapter-12",
  number: 12,
  title: "The Long Night",
  pageCount: 3,
  manga: { id: "manga-moonlit-blade", title: "Moonlit Blade", status: "ONGOING" },
  pages: [1, 2, 3].map((number) => page("chapter-12", number)),
  previous: { id: "chapter-11", number: 11, pageCount: 18 },
  next: {
    id: "chapter-12-5",
    number: 12.5,
    title: "Extra: Tea",
    pages: [1, 2].map((number) => page("chapter-12-5", number)),
  },
};

// A signed-in reader who reads right to left.
export const aikoReadingRtl: UseReaderPreferences_ReaderFragment = {
  id: "user-aiko",
  preferences: {
    readingDirection: "RTL",
    readerFit: "SCREEN",
    readerLayout: "SINGLE",
    readerGap: "SMALL",
    readerWidth: "MEDIUM",
    autoScrollSpeed: 80,
    autoPlay: true,
  },
};

// Chapter 1 of a one-chapter title.
export const onlyChapter: ChapterReader_ChapterFragment = {
  ...middleChapter,
  id: "chapter-1",
  number: 1,
  title: null,
  previous: null,
  next: null,
};

export function renderReader(
  chapter: ChapterReader_ChapterFragment,
  { page = 1 as number | "end", reader = null as UseReaderPreferences_ReaderFragment | null } = {},
) {
  const recordedViews: string[] = [];
  const savedPreferences: Record<string, string>[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/manga/:mangaId/chapter/:chapterNumber",
        element: (
          <ChapterReader
            chapter={makeFragmentData(chapter, ChapterReader_chapter)}
            reader={reader && makeFragmentData(reader, UseReaderPreferences_reader)}
          />
        ),
      },
    ],
    { initialEntries: [`/manga/moonlit-blade/chapter/${chapter.number}?page=${page}`] },
  );
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: RecordChapterViewMutation, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: { chapterId: string }) => {
            recordedViews.push(variables.chapterId);
            return {
              data: {
                recordChapterView: { __typename: "Chapter", id: variables.chapterId, views: 1 },
              },
            };
          },
        },
        {
          request: { query: SaveReaderPreferencesMutation, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: { input: Record<string, string> }) => {
            savedPreferences.push(variables.input);
            return {
              data: {
                updatePreferences: {
                  __typename: "Preferences",
                  ...reader!.preferences,
                  ...variables.input,
                },
              },
            };
          },
        },
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, recordedViews, savedPreferences };
}

export const location = (router: ReturnType<typeof renderReader>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

export const imagesOnScreen = () =>
  screen.getAllByRole("img").map((image) => image.getAttribute("alt"));

// Chapter 5 of the title: a cover, five portrait pages, a spread on page 7, two more pages.
export const chapterWithSpread: ChapterReader_ChapterFragment = {
  ...middleChapter,
  id: "chapter-5",
  number: 5,
  pageCount: 9,
  pages: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((number) => ({
    ...page("chapter-5", number),
    ...(number === 7 && { width: 1600, height: 1200 }),
  })),
  previous: null,
};

export async function pick(
  user: ReturnType<typeof userEvent.setup>,
  picker: string,
  option: string,
) {
  await user.click(screen.getByRole("combobox", { name: picker }));
  await user.click(screen.getByRole("option", { name: option }));
}
