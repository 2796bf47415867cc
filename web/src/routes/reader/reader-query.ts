import type { LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { ReaderRouteQuery } from "../../components/offline/reader-route-query.ts";

export function readerLoader({ params, context }: LoaderFunctionArgs) {
  const number = Number(params.chapterNumber);
  if (!params.mangaId || !Number.isFinite(number)) return null;
  return preloaderOf(context)(ReaderRouteQuery, { variables: { mangaId: params.mangaId, number } });
}

// Turning a page only changes `?page=`: the chapter already on screen stays.
export const readerShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
