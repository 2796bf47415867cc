import type { Resolvers } from "../generated/graphql.ts";
import {
  allChapterCountOfManga,
  allChaptersOfManga,
  deleteChapter,
  publishChapter,
} from "./chapters.ts";
import { createManga, updateManga } from "./titles.ts";
import { createUpload } from "./uploads.ts";

export const resolvers: Resolvers = {
  Manga: {
    allChapters: (manga, _, context) => allChaptersOfManga(context, manga.id),
    allChapterCount: (manga, _, context) => allChapterCountOfManga(context, manga.id),
  },
  Mutation: {
    createUpload: (_, { kind }, context) => createUpload(context, kind),
    createManga: (_, { input }, context) => createManga(context, input),
    updateManga: (_, { id, input }, context) => updateManga(context, id, input),
    publishChapter: (_, { input }, context) => publishChapter(context, input),
    deleteChapter: (_, { id }, context) => deleteChapter(context, id),
  },
};
