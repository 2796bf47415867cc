import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/** A chapter on the device: what the Downloads screen lists and what deleting it removes. */
export interface DownloadedChapter {
  chapterId: string;
  /** the title's id or slug as the reader's URL has it (the key of the chapter's data) */
  mangaId: string;
  mangaTitle: string;
  chapterNumber: number;
  chapterTitle: string | null;
  /** the URLs the reader shows the pages at, each stored in the downloads cache */
  pageUrls: string[];
  /** the bytes stored: pages and data */
  bytes: number;
  downloadedAt: string;
}

/**
 * A signed-in reader's page turn not yet on the server (read offline), one per chapter and
 * reader: the newest page and the furthest, sent when the connection returns with that reader
 * signed in (a device can be shared: one reader's turns are never recorded as another's).
 */
export interface QueuedTurn {
  readerId: string;
  chapterId: string;
  page: number;
  furthestPage: number;
  readAt: string;
}

interface OfflineSchema extends DBSchema {
  downloads: { key: string; value: DownloadedChapter };
  turns: { key: [string, string]; value: QueuedTurn };
}

let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** The device's offline database (IndexedDB), opened once. */
export function offlineDb() {
  opened ??= openDB<OfflineSchema>("inkpanel-offline", 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore("downloads", { keyPath: "chapterId" });
      // Version 1 kept turns without their reader, so they cannot be sent safely: dropped.
      if (oldVersion === 1) db.deleteObjectStore("turns");
      db.createObjectStore("turns", { keyPath: ["readerId", "chapterId"] });
    },
  });
  return opened;
}
