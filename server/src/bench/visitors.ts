import http from "node:http";
import zlib from "node:zlib";

// The bench's clients as distinct visitors: each keeps its own keep-alive connection from its own
// loopback address (127.0.0.2, 127.0.0.3, ...; Linux answers the whole 127.0.0.0/8), so the server
// counts each by its own IP, as it would real readers, rather than all of them as one.

export interface Visitor {
  address: string;
  agent: http.Agent;
}

/** `count` visitors, 127.0.0.2 onwards (at most 250). */
export function visitors(count: number): Visitor[] {
  if (count > 250) throw new Error("The bench has 250 loopback addresses for its visitors");
  return Array.from({ length: count }, (_, index) => {
    const address = `127.0.0.${index + 2}`;
    return {
      address,
      agent: new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address }),
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

/** POSTs `body` as JSON to `url` as `visitor`; rejects when no answer has come after `timeoutMs`. */
export function postJson(
  visitor: Visitor,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: visitor.agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          // as a browser does, so answers come compressed as they would to readers
          "accept-encoding": "br, gzip, deflate",
          ...headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            const raw = Buffer.concat(chunks);
            const decoded = DECODERS[response.headers["content-encoding"] ?? ""]?.(raw) ?? raw;
            resolve({ status: response.statusCode ?? 0, body: decoded.toString() });
          } catch (error) {
            reject(error);
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
