import zlib from "node:zlib";
import { Client } from "undici";

// The bench's clients as distinct visitors: each keeps its own keep-alive connection from its own
// loopback address (127.0.0.2, 127.0.0.3, ...; Linux answers the whole 127.0.0.0/8), so the server
// counts each by its own IP, as it would real readers, rather than all of them as one.
//
// Each is an undici Client (Node's own HTTP client library, under its fetch) rather than an
// http.Agent: the load generator shares the machine's cores with the server it measures, and
// undici took 0.39 ms of the bench's CPU per page of titles where http.request took 0.46 ms
// (50 clients, back to back).

export interface Visitor {
  address: string;
  /** requests to one origin, on one connection from `address` */
  client(origin: string): Client;
  close(): Promise<void>;
}

/** `count` visitors, 127.0.0.2 onwards (at most 250). */
export function visitors(count: number): Visitor[] {
  if (count > 250) throw new Error("The bench has 250 loopback addresses for its visitors");
  return Array.from({ length: count }, (_, index) => {
    const address = `127.0.0.${index + 2}`;
    const clients = new Map<string, Client>();
    return {
      address,
      client(origin) {
        let client = clients.get(origin);
        if (!client) {
          client = new Client(origin, { connect: { localAddress: address } });
          clients.set(origin, client);
        }
        return client;
      },
      close: () => Promise.all([...clients.values()].map((client) => client.close())).then(),
    };
  });
}

const DECODERS: Record<string, (raw: Buffer) => Buffer> = {
  br: (raw) => zlib.brotliDecompressSync(raw),
  gzip: (raw) => zlib.gunzipSync(raw),
  deflate: (raw) => zlib.inflateSync(raw),
};

export interface JsonAnswer {
  status: number;
  body: string;
}

/**
 * Sends a request to `path` on `origin` as `visitor` (a POST when it has a `body`) and reads its
 * answer, decompressed; rejects when no answer has come after `timeoutMs`.
 */
export async function requestJson(
  visitor: Visitor,
  { origin, path }: { origin: string; path: string },
  { body, headers }: { body?: string; headers: Record<string, string> },
  timeoutMs: number,
): Promise<JsonAnswer> {
  const response = await visitor.client(origin).request({
    method: body === undefined ? "GET" : "POST",
    path,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      // as a browser does, so answers come compressed as they would to readers
      "accept-encoding": "br, gzip, deflate",
      ...headers,
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const raw = Buffer.from(await response.body.arrayBuffer());
  const encoding = response.headers["content-encoding"];
  const decoded = (typeof encoding === "string" && DECODERS[encoding]?.(raw)) || raw;
  return { status: response.statusCode, body: decoded.toString() };
}
