import zlib from "node:zlib";
import { HeaderMap, type ApolloServer, type BaseContext } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";

// Apollo Server's answers over Express, as @as-integrations/express5 sends them, except that an
// answer is compressed in one piece and written at once. The compression middleware made a zlib
// stream per answer, compressed on libuv's threads and wrote its chunks apart: for a page of titles
// that took more of the process than graphql-js's execution (the profile in the README).

/** Smaller answers go as they are: compressing them saves less than it costs (the middleware's default). */
const COMPRESS_FROM_BYTES = 1024;

const compressors = {
  // Each answer is made anew: brotli's quality 0, its fastest, rather than the default 4 (a 21.5
  // kB page of titles: 0.56 ms of CPU at 4, 0.12 ms at 1; a 15.7 kB page of 20 cards: 0.148 ms
  // for 4.8 kB at 1, 0.076 ms for 5.0 kB at 0, and gzip's level 1 0.183 ms for 4.7 kB).
  br: (body: Buffer) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 0,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => zlib.gzipSync(body),
};
type Encoding = keyof typeof compressors;
const ENCODINGS = Object.keys(compressors) as Encoding[];

/** the encoding chosen for each Accept-Encoding seen (a few: each browser sends its own) */
const chosenEncodings = new Map<string, Encoding | undefined>();

/** brotli whenever the client accepts it (browsers list gzip first), else gzip */
function encodingFor(request: Request): Encoding | undefined {
  // Negotiated once per header rather than parsed again for every answer.
  const header = request.get("accept-encoding") ?? "";
  if (chosenEncodings.has(header)) return chosenEncodings.get(header);
  const encoding = ENCODINGS.find((name) => request.acceptsEncodings(name) === name);
  // Clients choose the header: the memory it takes stays bounded.
  if (chosenEncodings.size >= 100) chosenEncodings.clear();
  chosenEncodings.set(header, encoding);
  return encoding;
}

/** An answer's body as it is and in each encoding a client has asked for, each made once. */
export class EncodedBody {
  readonly identity: Buffer;
  /** each copy sent so far and its ETag (Express's, worked out once rather than on every send) */
  private readonly copies = new Map<Encoding | "identity", { bytes: Buffer; etag: unknown }>();

  constructor(text: string) {
    this.identity = Buffer.from(text);
  }

  /** Sends it, compressed when it is worth it and the client accepts it. */
  send(request: Request, response: Response): void {
    // Answers vary with Accept-Encoding whether compressed or not, so a cache keeps them apart.
    response.vary("Accept-Encoding");
    const encoding = (this.identity.length >= COMPRESS_FROM_BYTES && encodingFor(request)) || null;
    if (encoding) response.setHeader("Content-Encoding", encoding);
    const { bytes, etag } = this.copy(encoding ?? "identity", request);
    // res.send sets Content-Length, and answers a GET whose ETag the client holds with 304.
    if (typeof etag === "string") response.setHeader("ETag", etag);
    response.send(bytes);
  }

  private copy(encoding: Encoding | "identity", request: Request) {
    let copy = this.copies.get(encoding);
    if (!copy) {
      const bytes = encoding === "identity" ? this.identity : compressors[encoding](this.identity);
      // The ETag res.send would make (a weak hash of the bytes by default), unless the app has none.
      const etagFn = request.app.get("etag fn") as ((body: Buffer) => unknown) | undefined;
      copy = { bytes, etag: etagFn?.(bytes) };
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/** A cache in front of Apollo (app/response-cache.ts): it answers before Apollo runs, or keeps what Apollo answered. */
export interface AnswerCache<Context> {
  /** Answers the request from what it keeps and says true, or says false and leaves it to Apollo. */
  serve(request: Request, response: Response): boolean;
  /** Offered each complete answer Apollo made (its status, headers and body) for the request. */
  keep(
    request: Request,
    answer: { status: number; headers: HeaderMap; body: EncodedBody; context: Context | undefined },
  ): void;
}

/** Serves `server` at the path it is mounted on; `express.json()` must parse the body first. */
export function graphqlHttpHandler<Context extends BaseContext>(
  server: ApolloServer<Context>,
  cache: AnswerCache<Context> | undefined,
  context: (exchange: { req: Request; res: Response }) => Promise<Context>,
): RequestHandler {
  server.assertStarted("graphqlHttpHandler()");
  return async (req, res) => {
    if (cache?.serve(req, res)) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    const queryStart = req.url.indexOf("?");
    let contextValue: Context | undefined;
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: queryStart === -1 ? "" : req.url.slice(queryStart),
        body: req.body,
      },
      context: async () => (contextValue = await context({ req, res })),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === "complete") {
      const body = new EncodedBody(answer.body.string);
      cache?.keep(req, {
        status: res.statusCode,
        headers: answer.headers,
        body,
        context: contextValue,
      });
      body.send(req, res);
      return;
    }
    // Incremental delivery (@defer), should graphql-js ever enable it: each part as it comes.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
