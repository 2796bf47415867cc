import type { CodegenConfig } from "@graphql-codegen/cli";

// Prisma model types, as codegen mappers: resolvers receive the database row as their parent.
const prismaModel = (model: string) => `./prisma/client.ts#${model} as ${model}Row`;

const config: CodegenConfig = {
  schema: "server/src/**/schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    // Resolver types for the server (paths in `mappers` and `contextType` are relative to this file).
    "server/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        contextType: "../lib/context.ts#Context",
        scalars: { DateTime: "Date" },
        enumsAsTypes: true,
        mappers: {
          Genre: prismaModel("Genre"),
          // a list's titles carry only their cards' columns (catalog/cards.ts)
          Manga: "../catalog/cards.ts#MangaCard as MangaRow",
          Chapter: prismaModel("Chapter"),
          Page: prismaModel("Page"),
          BlogPost: prismaModel("BlogPost"),
          BlogAuthor: prismaModel("BlogAuthor"),
          Plan: prismaModel("Plan"),
          Faq: prismaModel("Faq"),
          User: prismaModel("User"),
          ReadingProgress: prismaModel("ReadingProgress"),
          Review: prismaModel("Review"),
          Comment: prismaModel("Comment"),
          CommentReport: prismaModel("CommentReport"),
          PublicUser: prismaModel("User"),
          Notification: prismaModel("Notification"),
          HistoryEntry: prismaModel("ReadingHistory"),
          NotificationConnection: "../lib/pagination.ts#Connection<NotificationRow>",
          HistoryEntryConnection: "../lib/pagination.ts#Connection<ReadingHistoryRow>",
          MangaConnection: "../lib/pagination.ts#Connection<MangaRow>",
          ChapterConnection: "../lib/pagination.ts#Connection<ChapterRow>",
          BlogPostConnection: "../lib/pagination.ts#Connection<BlogPostRow>",
          ReviewConnection: "../lib/pagination.ts#Connection<ReviewRow>",
          CommentConnection: "../lib/pagination.ts#Connection<CommentRow>",
          ReportedComment: "../community/moderation.ts#ReportedComment as ReportedCommentModel",
          ReportedCommentConnection: "../lib/pagination.ts#Connection<ReportedCommentModel>",
          ReadingProgressConnection: "../lib/pagination.ts#Connection<ReadingProgressRow>",
          PopularEntry: "../catalog/service.ts#PopularEntry as PopularEntryModel",
          RecentUpdate: "../catalog/service.ts#RecentUpdate as RecentUpdateModel",
          SiteStats: "../site/service.ts#SiteStatsModel",
        },
      },
    },
    // Typed documents for the web app.
    "web/src/gql/": {
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**"],
      preset: "client",
      // Enums as string unions, so URL values and literals type-check without imports.
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: "string" } },
    },
  },
};

export default config;
