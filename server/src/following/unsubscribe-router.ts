import express, { Router, type Request, type Response } from "express";
import type { Db } from "../lib/db.ts";
import { unsubscribeReader } from "./digest.ts";
import { readerOfUnsubscribeToken } from "./unsubscribe-tokens.ts";

// /email/unsubscribe?token=…, signed out: GET shows a page with the button; POST (the button, or a
// mail client's RFC 8058 one-click "List-Unsubscribe=One-Click") turns e-mail updates off at once.

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title} · Inkpanel</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;

/** `secret` is asked for when a link is first opened, so the app starts without the database. */
export function createUnsubscribeRouter(db: Db, secret: () => Promise<string>): Router {
  const router = Router();
  const readerOf = async (request: Request, response: Response) => {
    const token = typeof request.query.token === "string" ? request.query.token : "";
    const userId = readerOfUnsubscribeToken(await secret(), token);
    if (!userId) {
      response
        .status(400)
        .type("html")
        .send(page("This link does not work", "<p>Open the link from a more recent e-mail.</p>"));
    }
    return userId;
  };

  router.get("/unsubscribe", async (request, response) => {
    if (!(await readerOf(request, response))) return;
    // The token stays in the form's address; the page itself changes nothing (link scanners GET it).
    response.type("html").send(
      page(
        "Unsubscribe from Inkpanel e-mails",
        `<p>You will no longer get the daily digest of new chapters.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  router.post(
    "/unsubscribe",
    express.urlencoded({ extended: false, limit: "1kb" }),
    async (request, response) => {
      const userId = await readerOf(request, response);
      if (!userId) return;
      await unsubscribeReader(db, userId);
      response
        .type("html")
        .send(
          page(
            "You are unsubscribed",
            "<p>No more digests. You can turn them back on in your settings.</p>",
          ),
        );
    },
  );
  return router;
}
