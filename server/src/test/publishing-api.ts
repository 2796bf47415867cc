import type { ApolloServer } from "@apollo/server";
import { beforeAll } from "vitest";
import { createContext } from "../app/context.ts";
import type { Context, Viewer } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";
import type { Storage } from "../lib/storage.ts";
import { useHttpApp } from "./http.ts";

export const CREATE_UPLOAD = `mutation ($kind: UploadKind!) { createUpload(kind: $kind) { id url expiresAt } }`;
export const CREATE_MANGA = `mutation ($input: MangaInput!) { createManga(input: $input) { id slug title coverUrl genres { slug } } }`;
export const PUBLISH = `mutation ($input: PublishChapterInput!) {
  publishChapter(input: $input) { id number title releasedAt pageCount pages { number width height imageUrl } } }`;

/**
 * The whole app over HTTP on `storage` (its upload URLs and images), and GraphQL operations run
 * as `admin` by default with the same storage; `upload` sends a file the way clients do.
 */
export function usePublishingApi(db: Db, storage: () => Storage, admin: Viewer) {
  const app = useHttpApp(() => ({ db, storage: storage() }));
  let server: ApolloServer<Context>;
  beforeAll(async () => {
    server = await createGraphQLServer();
    return () => server.stop();
  });

  // The answers are read loosely: each test checks the fields it asked for.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function execute<Data = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = admin,
    now = new Date(),
  ) {
    const mailer = { siteUrl: app.url(), send: () => Promise.reject(new Error("no mail here")) };
    const response = await server.executeOperation<Data>(
      { query, variables },
      { contextValue: createContext({ db, viewer, now, storage: storage(), mailer }) },
    );
    if (response.body.kind !== "single") throw new Error("Expected a single result");
    return response.body.singleResult;
  }

  async function upload(kind: "CHAPTER_ARCHIVE" | "COVER_IMAGE", body: Buffer, now?: Date) {
    const { data } = await execute(CREATE_UPLOAD, { kind }, admin, now);
    const { id, url } = data!.createUpload;
    const response = await fetch(url, {
      method: "PUT",
      body: new Uint8Array(body),
      headers: { "content-type": kind === "COVER_IMAGE" ? "image/png" : "application/zip" },
    });
    return { id: id as string, url: url as string, response };
  }

  return { app, execute, upload };
}
