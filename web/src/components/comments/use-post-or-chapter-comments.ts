import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";

/** Where the comments hang: an article, or a chapter (found by its title and number). */
export type CommentsTarget =
  { postId: string } | { chapterId: string; mangaId: string; chapterNumber: number };

// The fragments are CommentsSection's (comments-section.tsx), which reads what these ask.
const PostComments = graphql(`
  query PostComments($id: ID!, $after: String) {
    blogPost(id: $id) {
      id
      commentCount
      comments(first: 20, after: $after) {
        ...CommentsSection_thread
      }
    }
  }
`);

const ChapterComments = graphql(`
  query ChapterComments($mangaId: ID!, $number: Float!, $after: String) {
    chapter(mangaId: $mangaId, number: $number) {
      id
      commentCount
      comments(first: 20, after: $after) {
        ...CommentsSection_thread
      }
    }
  }
`);

/** The first page of an article's or a chapter's comments, by which one `target` names. */
export function usePostOrChapterComments(target: CommentsTarget) {
  const post = useQuery(PostComments, {
    variables: { id: "postId" in target ? target.postId : "" },
    skip: !("postId" in target),
  });
  const chapter = useQuery(ChapterComments, {
    variables:
      "postId" in target
        ? { mangaId: "", number: 0 }
        : { mangaId: target.mangaId, number: target.chapterNumber },
    skip: "postId" in target,
  });
  const result = "postId" in target ? post : chapter;
  const data = "postId" in target ? post.data?.blogPost : chapter.data?.chapter;
  return { ...result, data };
}
