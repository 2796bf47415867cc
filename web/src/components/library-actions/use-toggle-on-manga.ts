import { useMutation } from "@apollo/client/react";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useLocation, useNavigate } from "react-router";
import { signInPath } from "../account/sign-in-link.ts";
import { useViewer } from "../account/use-viewer.ts";

/**
 * A toggle of the reader's own (favorite, save) on a title. The answer (the new state) and the
 * count it changes are written into the cached Manga, so every view of the title follows; signed
 * out, it leads to sign-in and back.
 */
export function useToggleOnManga<Result extends Record<string, boolean>>(
  mutation: TypedDocumentNode<Result, { mangaId: string }>,
  mangaId: string,
  field: "isFavorite" | "isSaved",
  /** the title's count of readers who did the same (favoritesCount, followers) */
  countField: "favoritesCount" | "followers",
) {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [toggle, { loading }] = useMutation(mutation, {
    update(cache, { data }) {
      const now = data ? Object.values(data)[0] : undefined;
      if (typeof now !== "boolean") return;
      cache.modify<Record<string, boolean | number>>({
        id: cache.identify({ __typename: "Manga", id: mangaId }),
        fields: {
          [field]: () => now,
          [countField]: (count) => (typeof count === "number" ? count + (now ? 1 : -1) : count),
        },
      });
    },
  });
  return {
    loading,
    toggle: () => {
      if (!viewer) return void navigate(signInPath(pathname + search));
      void toggle({ variables: { mangaId } }).catch(() => {});
    },
  };
}
