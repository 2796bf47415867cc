// Where the generated images are served. The API returns these paths; server/src/media serves them.

export const coverUrl = (mangaId: string) => `/media/covers/${mangaId}.svg`;

export const pageImageUrl = (chapterId: string, pageNumber: number) =>
  `/media/pages/${chapterId}/${pageNumber}.svg`;

export const blogImageUrl = (postId: string) => `/media/blog/${postId}.svg`;
