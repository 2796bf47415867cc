import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { postForm, useHttpApp } from "../test/http.ts";

// The newsletter form as a browser sends it without JavaScript (POST /newsletter), over real HTTP.
const db = useTestDb();
const app = useHttpApp(() => ({ db }));

/** Posts the form as a browser does (from `origin`'s page), without following the redirect. */
const subscribe = (fields: Record<string, string>, origin?: string) =>
  postForm(app.url("/newsletter"), fields, origin);

const locationOf = (response: Response) => response.headers.get("location");

describe("POST /newsletter, the newsletter form without JavaScript", () => {
  it("subscribes and goes back to the form on its page, keeping the page's own address", async () => {
    const response = await subscribe(
      {
        email: " aiko@newsletter-form.test ",
        returnTo: "/browse?sort=RATING&newsletter=email&newsletterEmail=old",
        form: "newsletter",
      },
      new URL(app.url()).origin,
    );
    expect(response.status).toBe(303);
    expect(locationOf(response)).toBe(
      "/browse?sort=RATING&newsletter=subscribed&newsletterForm=newsletter#newsletter",
    );
    expect(
      await db.newsletterSubscriber.count({ where: { email: "aiko@newsletter-form.test" } }),
    ).toBe(1);
  });

  it("sends a refused address back with what was typed, and stores nothing", async () => {
    const response = await subscribe({
      email: "aiko@",
      returnTo: "/blog",
      form: "blog-newsletter",
    });
    expect(locationOf(response)).toBe(
      "/blog?newsletter=email&newsletterForm=blog-newsletter&newsletterEmail=aiko%40#blog-newsletter",
    );
    expect(await db.newsletterSubscriber.count({ where: { email: "aiko@" } })).toBe(0);
  });

  it("says an address is already subscribed", async () => {
    await subscribe({ email: "ben@newsletter-form.test", returnTo: "/" });
    const again = await subscribe({ email: "ben@newsletter-form.test", returnTo: "/" });
    expect(locationOf(again)).toBe(
      "/?newsletter=already-subscribed&newsletterForm=newsletter&newsletterEmail=ben%40newsletter-form.test#newsletter",
    );
  });

  it("says when one address was tried too often, and when to try again", async () => {
    // Three sign-ups an hour for one address.
    for (let tried = 0; tried < 3; tried++) {
      await subscribe({ email: "cleo@newsletter-form.test", returnTo: "/" });
    }
    const page = new URL(
      locationOf(await subscribe({ email: "cleo@newsletter-form.test", returnTo: "/" }))!,
      app.url(),
    );
    expect(page.searchParams.get("newsletter")).toBe("rate-limited");
    expect(Number(page.searchParams.get("newsletterRetryAfter"))).toBeGreaterThan(0);
    expect(page.searchParams.get("newsletterEmail")).toBe("cleo@newsletter-form.test");
  });

  it("goes back only to a page of this site, and to a form id it can name", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/", "/.//evil.example/", ""]) {
      const response = await subscribe({ email: "x@", returnTo, form: "<script>" });
      expect(locationOf(response)).toBe(
        "/?newsletter=email&newsletterForm=newsletter&newsletterEmail=x%40#newsletter",
      );
    }
  });

  it("refuses a form posted from another site's page", async () => {
    const response = await subscribe(
      { email: "dan@newsletter-form.test", returnTo: "/" },
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect(
      await db.newsletterSubscriber.count({ where: { email: "dan@newsletter-form.test" } }),
    ).toBe(0);
  });
});
