import { useMutation } from "@apollo/client/react";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useLocation, useNavigate } from "react-router";
import { graphql } from "../../gql";
import { signInPath } from "../account/sign-in-link.ts";
import { useViewer } from "../account/use-viewer.ts";

const ToggleFavorite = graphql(`
  mutation ToggleFavorite($mangaId: ID!) {
    toggleFavorite(mangaId: $mangaId)
  }
`);

const ToggleSave = graphql(`
  mutation ToggleSave($mangaId: ID!) {
    toggleSave(mangaId: $mangaId)
  }
`);

/**
 * Each toggle's mutation (it answers the new state), the title's field it flips and the title's
 * count of readers who did the same.
 */
const toggles: Record<
  "favorite" | "save",
  {
    mutation: TypedDocumentNode<Record<string, boolean>, { mangaId: string }>;
    field: "isFavorite" | "isSaved";
    countField: "favoritesCount" | "followers";
    /** the plain form's address (server/src/library/library-forms.ts) */
    action: string;
  }
> = {
  favorite: {
    mutation: ToggleFavorite,
    field: "isFavorite",
    countField: "favoritesCount",
    action: "/library/favorites",
  },
  save: {
    mutation: ToggleSave,
    field: "isSaved",
    countField: "followers",
    action: "/library/saved",
  },
};

/**
 * A toggle of the reader's own (favorite, save) on a title, now `on` or not. The answer (the new
 * state) and the count it changes are written into the cached Manga, so every view of the title
 * follows; signed out, it leads to sign-in and back. `plainForm` is the same toggle as a form the
 * browser can send itself, without JavaScript or before the app is up (ToggleForm).
 */
export function useToggleOnManga(kind: keyof typeof toggles, mangaId: string, on: boolean) {
  const { mutation, field, countField, action } = toggles[kind];
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
    plainForm: {
      action,
      fields: { mangaId, state: on ? "off" : "on", returnTo: pathname + search },
    },
    toggle: () => {
      if (!viewer) return void navigate(signInPath(pathname + search));
      void toggle({ variables: { mangaId } }).catch(() => {});
    },
  };
}
