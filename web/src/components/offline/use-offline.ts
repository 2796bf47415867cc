import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { deleteDownload, downloadChapter, listDownloads, onDownloadsChange } from "./downloads.ts";
import type { DownloadedChapter } from "./offline-db.ts";
import { onPendingTurnsChange, pendingTurns } from "./progress-queue.ts";

/** Whether the browser has a connection, following its changes. */
export function useOnline() {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** How many chapters have progress waiting to be sent. */
export const usePendingTurns = () =>
  useSyncExternalStore(onPendingTurnsChange, pendingTurns, () => 0);

/** The chapters on the device (undefined until read), kept current. */
export function useDownloads() {
  const [downloads, setDownloads] = useState<DownloadedChapter[]>();
  useEffect(() => {
    const read = () => void listDownloads().then(setDownloads, () => setDownloads([]));
    read();
    return onDownloadsChange(read);
  }, []);
  return { downloads, remove: deleteDownload };
}

export interface StorageUse {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** The site's storage used and available, read again whenever the downloads change. */
export function useStorageUse() {
  const [use, setUse] = useState<StorageUse>();
  useEffect(() => {
    const read = async () => {
      if (!navigator.storage?.estimate) return;
      const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
        navigator.storage.estimate(),
        navigator.storage.persisted?.() ?? false,
      ]);
      setUse({ usage, quota, persisted });
    };
    void read();
    return onDownloadsChange(() => void read());
  }, []);
  return use;
}

export type DownloadProgress =
  | { status: "idle" }
  | { status: "downloading"; chapter: number; done: number; total: number }
  | { status: "downloaded"; chapters: number }
  | { status: "failed"; error: Error };

/**
 * Downloads `count` chapters of a title from `fromNumber` on, one after the other, asking the
 * browser to keep the site's storage (so it is not evicted under pressure) first.
 */
export function useChapterDownload(mangaId: string, fromNumber: number) {
  const [progress, setProgress] = useState<DownloadProgress>({ status: "idle" });
  const start = useCallback(
    async (count: number) => {
      void navigator.storage?.persist?.();
      let number: number | null = fromNumber;
      let chapters = 0;
      try {
        while (number !== null && chapters < count) {
          const chapter: number = number;
          setProgress({ status: "downloading", chapter, done: 0, total: 0 });
          number = await downloadChapter(mangaId, chapter, (done, total) =>
            setProgress({ status: "downloading", chapter, done, total }),
          );
          chapters += 1;
        }
        setProgress({ status: "downloaded", chapters });
      } catch (error) {
        setProgress({ status: "failed", error: error as Error });
      }
    },
    [mangaId, fromNumber],
  );
  return { progress, start };
}
