import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { postForm, useHttpApp } from "../test/http.ts";

// The contact form as a browser sends it without JavaScript (POST /contact), over real HTTP.
const db = useTestDb();
const app = useHttpApp(() => ({ db }));

/** Posts the form as a browser does (from `origin`'s page), without following the redirect. */
const postContact = (fields: Record<string, string>, origin?: string) =>
  postForm(app.url("/contact"), fields, origin);

const message = (email: string) => ({
  name: "Aiko Tanaka",
  email,
  subject: "Chapter 12 will not open",
  category: "",
  message: "Chapter 12 of Ashen Crown stops loading at page 3.",
});

const addressOf = (response: Response) => new URL(response.headers.get("location")!, app.url());

describe("POST /contact, the contact form without JavaScript", () => {
  it("sends the message and says where the answer goes", async () => {
    const response = await postContact(
      { ...message("aiko@contact-form.test"), category: "technical" },
      new URL(app.url()).origin,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact?sent=aiko%40contact-form.test");
    const stored = await db.contactMessage.findMany({
      where: { email: "aiko@contact-form.test" },
    });
    expect(stored).toMatchObject([
      { name: "Aiko Tanaka", subject: "Chapter 12 will not open", category: "technical" },
    ]);
  });

  it("sends a refused field back with everything typed, and stores nothing", async () => {
    const typed = { ...message("aiko@"), category: "billing" };
    const response = await postContact(typed);
    expect(response.status).toBe(303);
    const address = addressOf(response);
    expect(address.pathname).toBe("/contact");
    expect(Object.fromEntries(address.searchParams)).toEqual({ error: "email", ...typed });
    expect(await db.contactMessage.count({ where: { email: "aiko@" } })).toBe(0);

    const unknownCategory = await postContact({
      ...message("ben@contact-form.test"),
      category: "x",
    });
    expect(addressOf(unknownCategory).searchParams.get("error")).toBe("category");
    const empty = await postContact({ ...message("ben@contact-form.test"), message: "  " });
    expect(addressOf(empty).searchParams.get("error")).toBe("message");
  });

  it("says when the sender has written too often, and when to try again", async () => {
    // Five messages an hour from one address.
    for (let sent = 0; sent < 5; sent++) {
      const response = await postContact(message("cleo@contact-form.test"));
      expect(response.headers.get("location")).toBe("/contact?sent=cleo%40contact-form.test");
    }
    const address = addressOf(await postContact(message("cleo@contact-form.test")));
    expect(address.searchParams.get("error")).toBe("rate-limited");
    expect(Number(address.searchParams.get("retryAfter"))).toBeGreaterThan(0);
    expect(address.searchParams.get("message")).toBe(message("").message);
  });

  it("refuses a message posted from another site's page", async () => {
    const response = await postContact(message("dan@contact-form.test"), "https://evil.example");
    expect(response.status).toBe(403);
    expect(await db.contactMessage.count({ where: { email: "dan@contact-form.test" } })).toBe(0);
  });
});
