import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { newBrowser, newReader, operations, useAccountsApi } from "./accounts.scenarios.ts";
import { languageOfAcceptLanguage } from "./emails.ts";

// The account e-mails speak the reader's language: the one they signed up in, then their
// saved preference.

const db = useTestDb();
const start = new Date("2026-03-15T12:00:00.000Z");
const { execute, signUp, mail } = useAccountsApi(db, start);
const REQUEST_RESET = operations.requestPasswordReset;

describe("languageOfAcceptLanguage", () => {
  it("takes the first language the site speaks, ja as the preference's jp", () => {
    expect(languageOfAcceptLanguage("de-DE,fr-CA;q=0.8,en;q=0.5")).toBe("fr");
    expect(languageOfAcceptLanguage("ja")).toBe("jp");
    expect(languageOfAcceptLanguage("es-419")).toBe("es");
  });

  it("falls back to English", () => {
    expect(languageOfAcceptLanguage("de, pt-BR")).toBe("en");
    expect(languageOfAcceptLanguage(null)).toBe("en");
  });
});

describe("the account e-mails", () => {
  it("greet a reader who signed up in Japanese in Japanese, and save it as their language", async () => {
    const kenji = newReader("Kenji Mail");
    const id = await signUp({ ...newBrowser(), acceptLanguage: "ja-JP,ja;q=0.9" }, kenji);

    expect((await db.user.findUniqueOrThrow({ where: { id } })).language).toBe("jp");
    const [verification] = await mail(kenji.email);
    expect(verification?.subject).toBe("Inkpanel のメールアドレスを確認してください");
    expect(verification?.text).toContain(`${kenji.name} さん`);
    expect(verification?.text).toContain("有効期限は 24 時間");
  });

  it("follow the reader's saved preference for a password reset", async () => {
    const claire = newReader("Claire Mail");
    const id = await signUp(newBrowser(), claire);
    await db.user.update({ where: { id }, data: { language: "fr" } });

    await execute(newBrowser(), REQUEST_RESET, { email: claire.email });
    const reset = (await mail(claire.email)).find((sent) => sent.link?.includes("reset-password"));
    expect(reset?.subject).toBe("Réinitialisez votre mot de passe Inkpanel");
    expect(reset?.text).toContain(`Bonjour ${claire.name},`);
  });

  it("stay in English for a browser that asks for no language the site speaks", async () => {
    const dana = newReader("Dana Mail");
    await signUp({ ...newBrowser(), acceptLanguage: "de-DE" }, dana);
    const [verification] = await mail(dana.email);
    expect(verification?.subject).toBe("Verify your Inkpanel e-mail address");
  });
});
