import type { Server } from "node:http";
import { UPLOAD_LIFETIME_MS } from "../publishing/uploads.ts";

/**
 * How long a request's body may take to come in full. Node's default (requestTimeout, 300 s) cuts
 * a 300 MB chapter archive on a slow line; its upload URL is good for an hour, so is the request.
 * Slow senders gain little from it: headers must still all come within headersTimeout (60 s), and
 * /graphql reads at most 100 kB of body.
 */
export const REQUEST_TIMEOUT_MS = UPLOAD_LIFETIME_MS;

export function applyRequestTimeout(server: Server): void {
  server.requestTimeout = REQUEST_TIMEOUT_MS;
}
