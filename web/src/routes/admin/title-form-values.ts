import { MANGA_STATUSES } from "@inkpanel/ui";
import { t } from "@lingui/core/macro";
import { z } from "zod";
import type { MangaInput, TitleForm_MangaFragment } from "../../gql/graphql.ts";

/** The cover's limit (the API's COVER_IMAGE): checked here first so a big file is not sent. */
const MAX_COVER_BYTES = 10 * 1024 * 1024;

const required = (message: () => string) => z.string().trim().min(1, { error: message });

/** The title form's fields and the checks made before sending (the API checks them again). */
export const titleFormSchema = z.object({
  title: required(() => t`Enter the title.`),
  alternativeTitles: z.string(),
  description: required(() => t`Enter a description.`),
  author: required(() => t`Enter the author.`),
  artist: z.string(),
  status: z.enum(MANGA_STATUSES),
  demographic: z.string(),
  serialization: z.string(),
  releaseYear: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, { error: () => t`Enter a year such as 2024.` }),
  genres: z.array(z.string()),
  /** a newly chosen cover image, sent when the form is saved */
  cover: z
    .instanceof(File)
    .nullable()
    .refine((file) => !file || file.size <= MAX_COVER_BYTES, {
      error: () => t`The cover must be 10 MB or less.`,
    }),
});

export type TitleFormValues = z.input<typeof titleFormSchema>;

/** The form's fields for the title (all blank for a new one). */
export function valuesOf(manga: TitleForm_MangaFragment | null): TitleFormValues {
  return {
    title: manga?.title ?? "",
    alternativeTitles: manga?.alternativeTitles.join("\n") ?? "",
    description: manga?.description ?? "",
    author: manga?.author ?? "",
    artist: manga?.artist ?? "",
    status: manga?.status ?? "ONGOING",
    demographic: manga?.demographic ?? "",
    serialization: manga?.serialization ?? "",
    releaseYear: manga?.releaseYear?.toString() ?? "",
    genres: manga?.genres.map((genre) => genre.slug) ?? [],
    cover: null,
  };
}

/** What the form sends: blank optional fields as null, one alternative title per line. */
export function inputOf(values: TitleFormValues, coverUploadId: string | null): MangaInput {
  const optional = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    alternativeTitles: values.alternativeTitles
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    description: values.description.trim(),
    author: values.author.trim(),
    artist: optional(values.artist),
    status: values.status,
    demographic: optional(values.demographic),
    serialization: optional(values.serialization),
    releaseYear: values.releaseYear.trim() ? Number(values.releaseYear) : null,
    genres: values.genres,
    coverUploadId,
  };
}
