import { commentCountOfListedPost } from "../blog/loaders.ts";
import { mangaById } from "../catalog/loaders.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { Context } from "../lib/context.ts";
import * as comments from "./comments.ts";
import {
  avatarUrlOfUser,
  commentCountOfChapter,
  commentById,
  commentCountOfPost,
  isHelpfulToViewer,
  replyCountOfComment,
  userById,
} from "./loaders.ts";
import { dismissCommentReports, reportedComments } from "./moderation.ts";
import * as reviews from "./reviews.ts";

/** A row's author, who exists as long as the row does (rows cascade with their reader). */
async function authorOf(context: Context, userId: string) {
  const user = await context.loader(userById).load(userId);
  if (!user) throw new Error(`No reader ${userId}`);
  return user;
}

/** The article a comment is on; Prisma batches the lookups of one tick into one statement. */
const postOf = ({ db }: Context, postId: string | null) =>
  postId ? db.blogPost.findUnique({ where: { id: postId } }) : null;

export const resolvers: Resolvers = {
  Query: {
    comment: (_, { id }, context) => context.loader(commentById).load(id),
    reportedComments: (_, args, context) => reportedComments(context, args),
  },
  Mutation: {
    rateManga: (_, args, context) => reviews.rateManga(context, args),
    deleteMyReview: (_, { mangaId }, context) => reviews.deleteMyReview(context, mangaId),
    toggleReviewHelpful: (_, { reviewId }, context) =>
      reviews.toggleReviewHelpful(context, reviewId),
    addComment: (_, { input }, context) => comments.addComment(context, input),
    editComment: (_, { id, body }, context) => comments.editComment(context, id, body),
    deleteComment: (_, { id }, context) => comments.deleteComment(context, id),
    reportComment: (_, { id, reason }, context) => comments.reportComment(context, id, reason),
    dismissCommentReports: (_, { commentId }, context) => dismissCommentReports(context, commentId),
  },
  Manga: {
    reviews: (manga, args, { db }) => reviews.listReviews(db, manga.id, args),
    myReview: (manga, _, context) => reviews.myReview(context, manga.id),
    ratingDistribution: (manga, _, { db }) => reviews.ratingDistribution(db, manga.id),
  },
  BlogPost: {
    comments: (post, args, context) => comments.listComments(context, { postId: post.id }, args),
    commentCount: (post, _, context) =>
      context.loader(commentCountOfListedPost).get(post.id) ??
      context.loader(commentCountOfPost).load(post.id),
  },
  Chapter: {
    comments: (chapter, args, context) =>
      comments.listComments(context, { chapterId: chapter.id }, args),
    commentCount: (chapter, _, context) => context.loader(commentCountOfChapter).load(chapter.id),
  },
  PublicUser: {
    avatarUrl: (user, _, context) => context.loader(avatarUrlOfUser).load(user.id),
  },
  Review: {
    manga: async (review, _, context) => {
      const manga = await context.loader(mangaById).load(review.mangaId);
      if (!manga) throw new Error(`Review ${review.id} has no manga ${review.mangaId}`);
      return manga;
    },
    author: (review, _, context) => authorOf(context, review.userId),
    markedHelpfulByMe: (review, _, context) => context.loader(isHelpfulToViewer).load(review.id),
  },
  Comment: {
    author: (comment, _, context) =>
      comment.deletedAt ? null : authorOf(context, comment.authorId),
    deleted: (comment) => comment.deletedAt !== null,
    replyCount: (comment, _, context) => context.loader(replyCountOfComment).load(comment.id),
    replies: (comment, args, context) =>
      comments.listComments(context, { parentId: comment.id }, args),
    post: (comment, _, context) => postOf(context, comment.postId),
  },
  CommentReport: {
    reporter: (report, _, context) => authorOf(context, report.reporterId),
  },
  ReportedComment: {
    post: (entry, _, context) => postOf(context, entry.comment.postId),
    chapter: (entry, _, { db }) =>
      entry.comment.chapterId
        ? db.chapter.findUnique({ where: { id: entry.comment.chapterId } })
        : null,
  },
};
