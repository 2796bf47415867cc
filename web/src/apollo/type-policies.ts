import { isReference, type Reference, type StoreObject, type TypePolicies } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";
import { distinctConnection } from "./pagination/distinct-connection.ts";
import { growingList } from "./pagination/growing-list.ts";

/** A title in a list of cards: the card's own record. */
const titleOfCard = (node: unknown) => (isReference(node) ? node.__ref : undefined);
/** A title in a ranking: its entry is a value, the title in it a record. */
const titleOfEntry = (
  node: unknown,
  readField: (field: string, from: StoreObject | Reference) => unknown,
) => titleOfCard(node && readField("manga", node as StoreObject));

// Every type says how it is identified: records with an id are normalised, value objects
// without one (pages, ranks, authors) live inside their parent.
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // Connections: Load More fetches the next page `after` the end cursor and appends it; the
      // orders of titles move as readers read and rate, so a title already shown is left out.
      mangas: distinctConnection(["filter", "sort"], titleOfCard),
      blogPosts: relayStylePagination(["category", "featured"]),
      // Every list of its own length: Home's eight and Popular's top three never share an entry.
      popularMangas: { keyArgs: ["period", "sort", "first"], merge: false },
      popularMangaConnection: distinctConnection(["period", "sort"], titleOfEntry),
      recentUpdates: growingList(["within"]),
      reportedComments: relayStylePagination(),
    },
  },
  Manga: {
    keyFields: ["id"],
    fields: { chapters: relayStylePagination(), reviews: relayStylePagination(["sort"]) },
  },
  Chapter: { keyFields: ["id"], fields: { comments: relayStylePagination() } },
  Genre: { keyFields: ["id"] },
  BlogPost: { keyFields: ["id"], fields: { comments: relayStylePagination() } },
  Review: { keyFields: ["id"] },
  Comment: { keyFields: ["id"], fields: { replies: relayStylePagination() } },
  PublicUser: { keyFields: ["id"] },
  ReportedComment: { keyFields: false },
  CommentReport: { keyFields: ["id"] },
  Plan: { keyFields: ["id"] },
  Faq: { keyFields: ["id"] },
  User: {
    keyFields: ["id"],
    fields: {
      // The reader's lists, one per page size: the dashboard's tab counts (`first: 0`, an empty
      // page) are kept apart and never reset a list it shows.
      favorites: relayStylePagination(["first"]),
      continueReading: relayStylePagination(["first"]),
      notifications: relayStylePagination(["unreadOnly"]),
      history: relayStylePagination(["first"]),
      saved: relayStylePagination(["first"]),
    },
  },
  Notification: { keyFields: ["id"] },
  HistoryEntry: { keyFields: false },
  SiteStats: { keyFields: [] },
  Page: { keyFields: false },
  PopularEntry: { keyFields: false },
  RecentUpdate: { keyFields: false },
  BlogAuthor: { keyFields: false },
  // A reader's one set: the navbar asks for a few, Settings and the reader for others, and each
  // answer adds to the set instead of replacing it (which dropped the others' fields and made
  // their queries ask the API again).
  Preferences: { keyFields: false, merge: true },
  ReaderStats: { keyFields: false },
  ReadingProgress: { keyFields: false },
  PageInfo: { keyFields: false },
};
