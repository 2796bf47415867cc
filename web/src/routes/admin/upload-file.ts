import { t } from "@lingui/core/macro";

// Files reach the server outside GraphQL: createUpload answers a one-use URL, and the browser
// PUTs the file there. XMLHttpRequest, because fetch reports no upload progress.

/**
 * Where to send an upload: a URL of this site's own upload route (`/uploads/<id>?token=…`) goes
 * to the page's origin, since the server names itself by SITE_URL, which may differ from the
 * address this page was opened at (the dev server's proxy, say); any other URL as it is.
 */
export function uploadTarget(url: string, origin: string = window.location.origin): string {
  const target = new URL(url, origin);
  const ours = target.pathname.startsWith("/uploads/") && target.searchParams.has("token");
  return ours ? `${target.pathname}${target.search}` : url;
}

/** Why an upload did not arrive, in words for the admin. */
export class UploadFailed extends Error {}

export interface Upload {
  /** resolves once the server has stored the file; rejects with UploadFailed */
  done: Promise<void>;
  /** stops sending (done then rejects) */
  abort(): void;
}

function failureMessage(status: number): string {
  if (status === 0) return t`The upload stopped: check your connection and try again.`;
  if (status === 413) return t`The file is larger than the limit for its kind.`;
  if (status === 409 || status === 410) return t`This upload expired or was used: try again.`;
  return t`The server did not take the file (HTTP ${status}). Try again.`;
}

/** PUTs `file` to an upload URL, calling `onProgress` with 0–100 as the bytes go. */
export function putFile(url: string, file: File, onProgress: (percent: number) => void): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status === 201 ? resolve() : reject(new UploadFailed(failureMessage(request.status)));
    request.onerror = () => reject(new UploadFailed(failureMessage(0)));
    request.onabort = () => reject(new UploadFailed(t`The upload was cancelled.`));
  });
  request.open("PUT", uploadTarget(url));
  request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
  request.send(file);
  return { done, abort: () => request.abort() };
}
