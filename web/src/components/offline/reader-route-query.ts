import { graphql } from "../../gql";

/**
 * The reader route's query. It lives here because a chapter downloaded for offline reading
 * stores exactly its answer, which the service worker gives the reader when the network fails.
 */
export const ReaderRouteQuery = graphql(`
  query ReaderRouteQuery($mangaId: ID!, $number: Float!) {
    chapter(mangaId: $mangaId, number: $number) {
      id
      number
      title
      pageCount
      manga {
        id
        title
        coverUrl
      }
      pages {
        imageUrl
        width
        height
      }
      next {
        number
      }
      ...ChapterReader_chapter
    }
    me {
      id
      preferences {
        downloadQuality
      }
      ...UseReaderPreferences_reader
    }
  }
`);
