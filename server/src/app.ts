import path from "node:path";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type Express, type Request } from "express";
import { createAvatarRouter } from "./accounts/avatars.ts";
import { httpExchange, viewerOfRequest } from "./accounts/session-cookie.ts";
import { createContext } from "./lib/context.ts";
import type { Db } from "./lib/db.ts";
import { createGraphQLServer } from "./lib/graphql-server.ts";
import { createDownloadRouter } from "./library/downloads.ts";
import { mailerFromEnv, type Mailer } from "./mail/mailer.ts";
import { createMediaRouter } from "./media/router.ts";

export interface AppOptions {
  db: Db;
  /** the web app's build output: index.html, graphiql.html and assets */
  webDistDir: string;
  /** how account e-mails go out; by default as the environment says (see mail/mailer.ts) */
  mailer?: Mailer;
}

/** A browser navigating to a page asks for text/html by name; scripts fetching data do not. */
const wantsHtml = (request: Request) => (request.get("accept") ?? "").includes("text/html");

/** The whole HTTP server (API, health check, generated images, web app), ready to listen. */
export async function createApp({
  db,
  webDistDir,
  mailer = mailerFromEnv(),
}: AppOptions): Promise<Express> {
  const graphQLServer = await createGraphQLServer();
  const app = express();
  app.disable("x-powered-by");

  app.get("/healthz", async (_request, response) => {
    try {
      await db.$queryRaw`SELECT 1`;
      response.json({ status: "ok" });
    } catch {
      response.status(503).json({ status: "unavailable" });
    }
  });

  // The GraphQL playground for a browser opening /graphql; queries (GET with ?query= or POST) go to the API.
  app.get("/graphql", (request, response, next) => {
    if (wantsHtml(request) && request.query.query === undefined) {
      response.sendFile(path.join(webDistDir, "graphiql.html"));
    } else {
      next();
    }
  });
  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    expressMiddleware(graphQLServer, {
      context: async ({ req, res }) => {
        const now = new Date();
        return createContext({
          db,
          now,
          mailer,
          viewer: await viewerOfRequest(db, req, now),
          // Session cookies are Secure when the site's public address is https (production).
          http: httpExchange(req, res, { secure: mailer.siteUrl.startsWith("https:") }),
        });
      },
    }),
  );

  app.use("/media", createMediaRouter(db));
  app.use("/account", createAvatarRouter(db));
  app.use("/downloads", createDownloadRouter(db));

  app.use(express.static(webDistDir, { index: false }));
  // Client-side routes: any other page a browser asks for is the web app, which shows its own 404.
  app.get("/{*path}", (request, response, next) => {
    if (wantsHtml(request)) response.sendFile(path.join(webDistDir, "index.html"));
    else next();
  });

  return app;
}
