import express, { Router, type Request, type Response } from "express";
import { htmlLangOf, languageOfAcceptLanguage } from "../accounts/emails.ts";
import type { LANGUAGES } from "../accounts/validation.ts";
import type { Db } from "../lib/db.ts";
import { unsubscribeReader } from "./digest.ts";
import { readerOfUnsubscribeToken } from "./unsubscribe-tokens.ts";

// /email/unsubscribe?token=…, signed out: GET shows a page with the button; POST (the button, or a
// mail client's RFC 8058 one-click "List-Unsubscribe=One-Click") turns e-mail updates off at once.

const texts: Record<
  (typeof LANGUAGES)[number],
  Record<
    "badTitle" | "badBody" | "askTitle" | "askBody" | "button" | "doneTitle" | "doneBody",
    string
  >
> = {
  en: {
    badTitle: "This link does not work",
    badBody: "Open the link from a more recent e-mail.",
    askTitle: "Unsubscribe from Inkpanel e-mails",
    askBody: "You will no longer get the daily digest of new chapters.",
    button: "Unsubscribe",
    doneTitle: "You are unsubscribed",
    doneBody: "No more digests. You can turn them back on in your settings.",
  },
  jp: {
    badTitle: "このリンクは使用できません",
    badBody: "もっと新しいメールのリンクを開いてください。",
    askTitle: "Inkpanel からのメールの配信停止",
    askBody: "新しい話のお知らせ（1 日 1 回）が届かなくなります。",
    button: "配信を停止",
    doneTitle: "配信を停止しました",
    doneBody: "お知らせはもう届きません。設定からいつでも再開できます。",
  },
  es: {
    badTitle: "Este enlace no funciona",
    badBody: "Abre el enlace de un correo más reciente.",
    askTitle: "Darte de baja de los correos de Inkpanel",
    askBody: "Dejarás de recibir el resumen diario de capítulos nuevos.",
    button: "Darme de baja",
    doneTitle: "Te has dado de baja",
    doneBody: "No más resúmenes. Puedes volver a activarlos en tus ajustes.",
  },
  fr: {
    badTitle: "Ce lien ne fonctionne pas",
    badBody: "Ouvrez le lien d'un e-mail plus récent.",
    askTitle: "Se désabonner des e-mails d'Inkpanel",
    askBody: "Vous ne recevrez plus le récapitulatif quotidien des nouveaux chapitres.",
    button: "Se désabonner",
    doneTitle: "Vous êtes désabonné",
    doneBody: "Plus de récapitulatifs. Vous pouvez les réactiver dans vos paramètres.",
  },
};
type Texts = (typeof texts)["en"];

const page = (language: string, title: string, body: string) => `<!doctype html>
<html lang="${htmlLangOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title} · Inkpanel</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;

/** `secret` is asked for when a link is first opened, so the app starts without the database. */
export function createUnsubscribeRouter(db: Db, secret: () => Promise<string>): Router {
  const router = Router();
  /** The reader the link names and the page's language (theirs; the browser's for a bad link). */
  const readerOf = async (request: Request, response: Response) => {
    const token = typeof request.query.token === "string" ? request.query.token : "";
    const userId = readerOfUnsubscribeToken(await secret(), token);
    const reader =
      userId && (await db.user.findUnique({ where: { id: userId }, select: { language: true } }));
    const language = reader
      ? reader.language in texts
        ? (reader.language as keyof typeof texts)
        : "en"
      : languageOfAcceptLanguage(request.get("accept-language"));
    const text: Texts = texts[language];
    if (!reader) {
      response
        .status(400)
        .type("html")
        .send(page(language, text.badTitle, `<p>${text.badBody}</p>`));
      return null;
    }
    return { userId: userId!, language, text };
  };

  router.get("/unsubscribe", async (request, response) => {
    const reader = await readerOf(request, response);
    if (!reader) return;
    const { language, text } = reader;
    // The token stays in the form's address; the page itself changes nothing (link scanners GET it).
    response.type("html").send(
      page(
        language,
        text.askTitle,
        `<p>${text.askBody}</p>
<form method="post"><button type="submit">${text.button}</button></form>`,
      ),
    );
  });

  router.post(
    "/unsubscribe",
    express.urlencoded({ extended: false, limit: "1kb" }),
    async (request, response) => {
      const reader = await readerOf(request, response);
      if (!reader) return;
      await unsubscribeReader(db, reader.userId);
      const { language, text } = reader;
      response.type("html").send(page(language, text.doneTitle, `<p>${text.doneBody}</p>`));
    },
  );
  return router;
}
