import { randomUUID } from "node:crypto";
import type { Manga, MangaStatus } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { badUserInput } from "../lib/errors.ts";
import { folderOf, readStored } from "./stored-files.ts";
import { requireAdmin } from "./admins.ts";
import { storeImage, UnreadableImage } from "./images.ts";
import { discardUpload, markUploadUsed, receivedUpload, uploadKey } from "./uploads.ts";

// Creating and editing titles. A new title is browsable and searchable at once: its sort keys,
// search text and genre counts are kept by the catalogue's triggers.

export interface MangaInput {
  title: string;
  alternativeTitles?: string[] | null;
  description: string;
  author: string;
  artist?: string | null;
  status: MangaStatus;
  demographic?: string | null;
  serialization?: string | null;
  releaseYear?: number | null;
  genres: string[];
  coverUploadId?: string | null;
}

const LIMITS = { title: 200, description: 5000, name: 200, alternativeTitles: 20 };

function text(field: string, value: string | null | undefined, max: number, required: boolean) {
  const trimmed = value?.trim() ?? "";
  if (required && !trimmed) throw badUserInput(field, "must not be empty");
  if (trimmed.length > max) throw badUserInput(field, `must be at most ${max} characters`);
  return trimmed || null;
}

async function validated(context: Context, input: MangaInput) {
  const year = input.releaseYear;
  if (
    year != null &&
    (!Number.isInteger(year) || year < 1900 || year > context.now.getUTCFullYear() + 1)
  ) {
    throw badUserInput(
      "input.releaseYear",
      `must be a year from 1900 to ${context.now.getUTCFullYear() + 1}`,
    );
  }
  const alternativeTitles = [
    ...new Set((input.alternativeTitles ?? []).map((title) => title.trim()).filter(Boolean)),
  ];
  if (alternativeTitles.length > LIMITS.alternativeTitles) {
    throw badUserInput("input.alternativeTitles", `at most ${LIMITS.alternativeTitles} titles`);
  }
  for (const title of alternativeTitles) text("input.alternativeTitles", title, LIMITS.title, true);
  const slugs = [...new Set(input.genres)];
  const genres = await context.db.genre.findMany({ where: { slug: { in: slugs } } });
  const unknown = slugs.filter((slug) => !genres.some((genre) => genre.slug === slug));
  if (unknown.length > 0)
    throw badUserInput("input.genres", `unknown genres: ${unknown.join(", ")}`);
  return {
    fields: {
      title: text("input.title", input.title, LIMITS.title, true)!,
      description: text("input.description", input.description, LIMITS.description, true)!,
      author: text("input.author", input.author, LIMITS.name, true)!,
      artist: text("input.artist", input.artist, LIMITS.name, false),
      status: input.status,
      demographic: text("input.demographic", input.demographic, LIMITS.name, false),
      serialization: text("input.serialization", input.serialization, LIMITS.name, false),
      releaseYear: year ?? null,
    },
    alternativeTitles,
    genreIds: genres.map((genre) => genre.id),
  };
}

/**
 * "Solo Leveling: Ragnarok!" → "solo-leveling-ragnarok", then -2, -3... when taken. Inside a
 * transaction, ask through it: a query on another connection while the transaction holds one can
 * wait for a connection that never frees.
 */
export async function freeSlug(db: Pick<Context["db"], "manga">, title: string): Promise<string> {
  const base =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "title";
  const taken = new Set(
    (
      await db.manga.findMany({
        where: { slug: { startsWith: base } },
        select: { slug: true },
      })
    ).map((manga) => manga.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Stores the uploaded cover's variants; its key and width for the Manga row. */
async function storeCover(context: Context, uploadId: string) {
  const upload = await receivedUpload(context, uploadId, "COVER_IMAGE", "input.coverUploadId");
  const key = `covers/${randomUUID()}/cover`;
  try {
    const { width } = await storeImage(
      context.storage,
      key,
      await readStored(context.storage, uploadKey(upload.id)),
    );
    return { upload, cover: { coverKey: key, coverWidth: width } };
  } catch (error) {
    await context.storage.deletePrefix(folderOf(key));
    if (error instanceof UnreadableImage) {
      await discardUpload(context, upload.id);
      throw badUserInput("input.coverUploadId", error.message);
    }
    throw error;
  }
}

type Transaction = Parameters<Parameters<Context["db"]["$transaction"]>[0]>[0];
type StoredCover = { coverKey: string; coverWidth: number };

/**
 * Runs `save` in a transaction with the uploaded cover stored (none without `uploadId`) and its
 * upload marked used; when anything fails, the stored cover is removed again.
 */
async function saveWithCover(
  context: Context,
  uploadId: string | null | undefined,
  save: (tx: Transaction, cover: StoredCover | undefined) => Promise<Manga>,
): Promise<Manga> {
  const stored = uploadId ? await storeCover(context, uploadId) : null;
  try {
    const manga = await context.db.$transaction(async (tx) => {
      if (stored && !(await markUploadUsed(tx, stored.upload.id, context.now))) {
        throw badUserInput("input.coverUploadId", "this upload has been published already");
      }
      return save(tx, stored?.cover);
    });
    if (stored) await context.storage.deletePrefix(uploadKey(stored.upload.id));
    return manga;
  } catch (error) {
    if (stored) await context.storage.deletePrefix(folderOf(stored.cover.coverKey));
    throw error;
  }
}

export async function createManga(context: Context, input: MangaInput): Promise<Manga> {
  await requireAdmin(context);
  const { fields, alternativeTitles, genreIds } = await validated(context, input);
  return saveWithCover(context, input.coverUploadId, async (tx, cover) =>
    tx.manga.create({
      data: {
        ...fields,
        ...cover,
        slug: await freeSlug(tx, fields.title),
        alternativeTitles: { create: alternativeTitles.map((title) => ({ title })) },
        genres: { create: genreIds.map((genreId) => ({ genreId })) },
      },
    }),
  );
}

export async function updateManga(context: Context, id: string, input: MangaInput): Promise<Manga> {
  await requireAdmin(context);
  const existing = await context.db.manga.findFirst({ where: { OR: [{ id }, { slug: id }] } });
  if (!existing) throw badUserInput("id", `there is no title with id "${id}"`);
  const { fields, alternativeTitles, genreIds } = await validated(context, input);
  const manga = await saveWithCover(context, input.coverUploadId, async (tx, cover) => {
    await tx.mangaAltTitle.deleteMany({ where: { mangaId: existing.id } });
    await tx.mangaGenre.deleteMany({ where: { mangaId: existing.id } });
    return tx.manga.update({
      where: { id: existing.id },
      data: {
        ...fields,
        ...cover,
        alternativeTitles: { create: alternativeTitles.map((title) => ({ title })) },
        genres: { create: genreIds.map((genreId) => ({ genreId })) },
      },
    });
  });
  // The old cover's files go once the new one is in place.
  if (existing.coverKey && manga.coverKey !== existing.coverKey) {
    await context.storage.deletePrefix(folderOf(existing.coverKey));
  }
  return manga;
}
