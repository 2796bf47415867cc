import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieOf } from "../test/http.ts";
import { useTestDb } from "../test/database.ts";
import { DOWNLOAD_LIMITS } from "./download-slots.ts";
import { createDownloadRouter } from "./downloads.ts";
import { generatedPageImage, type PageImageSource } from "./page-images.ts";

// Downloads at once, per reader and in all: past either limit, 429 RATE_LIMITED at once rather
// than one more archive for sharp to encode. The pages wait at a gate the test opens, so the
// downloads are truly under way together however slow the machine.

const db = useTestDb();
const plan = { id: "ultimate", name: "Ultimate", description: "", sortOrder: 3 };
const readerIds = ["download-limits-ada", "download-limits-ben"];
const chapterId = "download-limits-1";
let addedPlan = false;

let openGate!: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));
let pagesAsked = 0;
const gated: PageImageSource = async (page, longSide) => {
  pagesAsked++;
  await gate;
  return generatedPageImage(page, longSide);
};

let origin = "";
beforeAll(async () => {
  const { count } = await db.plan.createMany({
    data: [{ ...plan, monthlyPrice: 19.99, yearlyPrice: 199 }],
    skipDuplicates: true,
  });
  addedPlan = count === 1;
  for (const id of readerIds) {
    await db.user.create({
      data: {
        id,
        email: `${id}@example.com`,
        name: id,
        planId: plan.id,
        emailVerifiedAt: new Date(),
      },
    });
  }
  await db.manga.create({
    data: {
      id: "download-limits",
      slug: "download-limits",
      title: "Queue Here",
      description: "One page",
      author: "Test Author",
      status: "ONGOING",
      chapters: {
        create: {
          id: chapterId,
          number: 1,
          releasedAt: new Date("2026-01-01T00:00:00.000Z"),
          pages: { create: [{ number: 1, width: 400, height: 600, layout: 1 }] },
        },
      },
    },
  });
  const router = createDownloadRouter(db, {
    siteUrl: "http://localhost",
    pageImage: gated,
    limits: { perReader: 2, total: 3 },
  });
  const server = express().use("/downloads", router).listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async () => {
    openGate();
    server.closeAllConnections();
    server.close();
    await db.manga.deleteMany({ where: { id: "download-limits" } });
    await db.user.deleteMany({ where: { id: { in: readerIds } } });
    if (addedPlan) await db.plan.delete({ where: { id: plan.id } });
  };
});
afterAll(() => openGate());

async function downloadAs(userId: string) {
  return fetch(`${origin}/downloads/chapters/${chapterId}`, {
    headers: { cookie: await sessionCookieOf(db, userId) },
  });
}

describe("downloads at once", { timeout: 30_000 }, () => {
  it("are at most 2 a reader and 3 in all; past that 429 RATE_LIMITED with Retry-After", async () => {
    const [ada, ben] = readerIds as [string, string];
    const underWay = [downloadAs(ada), downloadAs(ada), downloadAs(ben)];
    await expect.poll(() => pagesAsked, { timeout: 10_000 }).toBe(3);

    const adasThird = await downloadAs(ada);
    expect(adasThird.status).toBe(429);
    expect(adasThird.headers.get("retry-after")).toBe("10");
    expect(await adasThird.json()).toMatchObject({ code: "RATE_LIMITED" });
    const bensSecond = await downloadAs(ben);
    expect(bensSecond.status).toBe(429);
    expect(await bensSecond.json()).toEqual({
      code: "RATE_LIMITED",
      error: "The server is busy with other downloads: try again in a few seconds.",
    });
    expect(pagesAsked).toBe(3); // the refused ones began no work

    openGate();
    for (const response of await Promise.all(underWay)) {
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    // Each finished download gave its place back.
    const again = await Promise.all([downloadAs(ada), downloadAs(ada), downloadAs(ben)]);
    expect(again.map((response) => response.status)).toEqual([200, 200, 200]);
    await Promise.all(again.map((response) => response.arrayBuffer()));
  });

  it("are by default at most 2 a reader and one per core in all", () => {
    expect(DOWNLOAD_LIMITS).toEqual({ perReader: 2, total: availableParallelism() });
  });
});
