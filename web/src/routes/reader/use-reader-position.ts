import { useEffect, useEffectEvent, useReducer, useRef } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import {
  readerReducer,
  readPageParam,
  type ReaderContext,
  type ReaderMove,
  type ReaderPosition,
} from "./reader-navigation.ts";

const urlOf = (mangaId: string, { chapterNumber, page }: ReaderPosition) =>
  `/manga/${mangaId}/chapter/${chapterNumber}?page=${page}`;

/**
 * The reader's position, kept in a reducer so that every turn starts from where the last one
 * left (never from a URL that has not caught up), with the URL following it: a page turn
 * replaces the history entry, a move to another chapter adds one. Back and forward in the
 * browser lead the other way, from the URL to the position.
 */
export function useReaderPosition(mangaId: string, context: ReaderContext, pageCount: number) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const fromUrl = (): ReaderPosition => ({
    chapterNumber: context.chapter.number,
    page: readPageParam(new URLSearchParams(location.search).get("page"), pageCount),
  });
  const [position, dispatch] = useReducer(readerReducer, undefined, fromUrl);
  const followed = useRef(position);

  useEffect(() => {
    const last = followed.current;
    if (last.chapterNumber === position.chapterNumber && last.page === position.page) return;
    followed.current = position;
    void navigate(urlOf(mangaId, position), {
      replace: last.chapterNumber === position.chapterNumber,
      // The reader keeps its own scroll: vertical reading must not jump to the top on each page.
      preventScrollReset: true,
    });
  }, [position, mangaId, navigate]);

  const followUrl = useEffectEvent(() => {
    const target = fromUrl();
    followed.current = target;
    dispatch({ type: "go", position: target });
  });
  useEffect(() => {
    if (navigationType === "POP") followUrl();
  }, [location.key, navigationType]);

  return {
    position,
    move: (how: ReaderMove) => dispatch({ type: how, context }),
    goTo: (target: ReaderPosition) => dispatch({ type: "go", position: target }),
  };
}
