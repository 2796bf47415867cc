import type { Resolvers } from "../generated/graphql.ts";
import { assertOneViewPerOperation, visitorOf } from "../lib/view-counting.ts";
import { blogImageUrl } from "../media/urls.ts";
import {
  authorById,
  isLikedByViewer,
  likesOfPost,
  primeBlogPostCards,
  tagsOfPost,
} from "./loaders.ts";
import {
  findBlogPost,
  listBlogPosts,
  readTimeMinutes,
  recordBlogView,
  relatedBlogPosts,
} from "./service.ts";

export const resolvers: Resolvers = {
  Query: {
    blogPosts: async (_, args, context) => {
      const { connection, cards } = await listBlogPosts(context.db, args);
      primeBlogPostCards(context, cards);
      return connection;
    },
    blogPost: (_, { id }, { db }) => findBlogPost(db, id),
  },
  Mutation: {
    recordBlogView: (_, { postId }, context, info) => {
      assertOneViewPerOperation(info);
      return recordBlogView(context.db, postId, { now: context.now, visitor: visitorOf(context) });
    },
  },
  BlogPost: {
    imageUrl: (post) => post.imageUrl ?? blogImageUrl(post.id),
    tags: (post, _, context) => context.loader(tagsOfPost).load(post.id),
    author: async (post, _, context) => {
      const author = await context.loader(authorById).load(post.authorId);
      // BlogPost.authorId is a required foreign key, so a post without its author cannot exist.
      if (!author) throw new Error(`Blog post ${post.id} has no author ${post.authorId}`);
      return author;
    },
    readTimeMinutes: (post) => readTimeMinutes(post.contentHtml),
    likes: (post, _, context) => context.loader(likesOfPost).load(post.id),
    likedByMe: (post, _, context) => context.loader(isLikedByViewer).load(post.id),
    related: (post, { first }, { db }) => relatedBlogPosts(db, post, first),
  },
};
