import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Button,
  Field,
  FileDropZone,
  MANGA_STATUSES,
  Input,
  Select,
  Textarea,
  UploadProgress,
} from "@inkpanel/ui";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { apiErrorOf } from "../../components/account/api-error.ts";
import {
  GenreCheckboxes,
  type GenreCheckboxes_genre,
} from "../../components/genre-checkboxes/genre-checkboxes.tsx";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { MangaInput, MangaStatus, TitleForm_MangaFragment } from "../../gql/graphql.ts";
import { mangaStatusLabels } from "../../lib/manga-status.ts";
import { putFile, UploadFailed, type Upload } from "./upload-file.ts";

export const TitleForm_manga = graphql(`
  fragment TitleForm_manga on Manga {
    id
    slug
    title
    alternativeTitles
    description
    author
    artist
    status
    demographic
    serialization
    releaseYear
    coverUrl
    genres {
      id
      slug
    }
  }
`);

const CreateUpload = graphql(`
  mutation CreateUpload($kind: UploadKind!) {
    createUpload(kind: $kind) {
      id
      url
    }
  }
`);

const CreateManga = graphql(`
  mutation CreateManga($input: MangaInput!) {
    createManga(input: $input) {
      id
      slug
      ...TitleForm_manga
    }
  }
`);

const UpdateManga = graphql(`
  mutation UpdateManga($id: ID!, $input: MangaInput!) {
    updateManga(id: $id, input: $input) {
      id
      slug
      ...TitleForm_manga
    }
  }
`);

/** The cover's limit (the API's COVER_IMAGE): checked here first so a big file is not sent. */
const MAX_COVER_BYTES = 10 * 1024 * 1024;
const COVER_TYPES = ".jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif";

interface Values {
  title: string;
  alternativeTitles: string;
  description: string;
  author: string;
  artist: string;
  status: MangaStatus;
  demographic: string;
  serialization: string;
  releaseYear: string;
  genres: string[];
}

type FieldName = keyof Values | "cover";

/** The form's fields for the title (all blank for a new one). */
function valuesOf(manga: TitleForm_MangaFragment | null): Values {
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
  };
}

/** What the form sends: blank optional fields as null, one alternative title per line. */
function inputOf(values: Values, coverUploadId: string | null): MangaInput {
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

function checked(values: Values, cover: File | null): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (!values.title.trim()) errors.title = t`Enter the title.`;
  if (!values.author.trim()) errors.author = t`Enter the author.`;
  if (!values.description.trim()) errors.description = t`Enter a description.`;
  const year = values.releaseYear.trim();
  if (year && !/^\d{4}$/.test(year)) errors.releaseYear = t`Enter a year such as 2024.`;
  if (cover && cover.size > MAX_COVER_BYTES) errors.cover = t`The cover must be 10 MB or less.`;
  return errors;
}

interface TitleFormProps {
  /** the title being edited; none for a new one */
  manga?: FragmentType<typeof TitleForm_manga> | null;
  /** the genres to choose from, asked by the route's own query */
  genres: readonly FragmentType<typeof GenreCheckboxes_genre>[];
  onSaved: (manga: { id: string; slug: string }) => void;
}

/**
 * Every field of a title, and its cover: a chosen image is previewed at once, sent with a
 * progress bar when the form is saved, then the title is created or updated. Nothing typed is
 * lost when the server refuses something: the field at fault says why.
 */
export function TitleForm(props: TitleFormProps) {
  const { t, i18n } = useLingui();
  const manga = useFragment(TitleForm_manga, props.manga ?? null);
  const [values, setValues] = useState(() => valuesOf(manga));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const preview = useObjectUrl(cover);
  const [sent, setSent] = useState<number | null>(null);
  const upload = useRef<Upload | null>(null);
  useEffect(() => () => upload.current?.abort(), []);
  const [createUpload] = useMutation(CreateUpload);
  const [createManga] = useMutation(CreateManga);
  const [updateManga] = useMutation(UpdateManga);
  const [saving, setSaving] = useState(false);

  const change =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  /** Sends the chosen cover; its upload's id, or null when there is none to send. */
  const sendCover = async (): Promise<string | null> => {
    if (!cover) return null;
    const { data } = await createUpload({ variables: { kind: "COVER_IMAGE" } });
    setSent(0);
    upload.current = putFile(data!.createUpload.url, cover, setSent);
    await upload.current.done;
    return data!.createUpload.id;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checked(values, cover);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const coverUploadId = await sendCover();
      const input = inputOf(values, coverUploadId);
      const saved = manga
        ? (await updateManga({ variables: { id: manga.id, input } })).data!.updateManga
        : (await createManga({ variables: { input } })).data!.createManga;
      setCover(null);
      props.onSaved(saved);
    } catch (error) {
      if (error instanceof UploadFailed) return setErrors({ cover: error.message });
      const apiError = apiErrorOf(error);
      const field = apiError?.argumentName?.replace(/^input\./, "");
      if (apiError && field === "coverUploadId") setErrors({ cover: apiError.message });
      else if (apiError && field && field in values) setErrors({ [field]: apiError.message });
      else setFailure(apiError?.message ?? t`Something went wrong. Please try again.`);
    } finally {
      setSent(null);
      upload.current = null;
      setSaving(false);
    }
  };

  const statuses = MANGA_STATUSES.map((status) => ({
    value: status,
    label: i18n._(mangaStatusLabels[status]),
  }));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-6"
      aria-label={manga ? t`Edit title` : t`New title`}
    >
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="grid content-start gap-3">
          <FileDropZone
            label={t`Cover image`}
            hint={t`JPEG, PNG, WebP or AVIF, at most 10 MB. Drop it here or choose it.`}
            accept={COVER_TYPES}
            wrongTypeMessage={t`Choose a JPEG, PNG, WebP or AVIF image.`}
            file={cover}
            error={errors.cover}
            disabled={saving}
            onFile={(file) => {
              setCover(file);
              setErrors((current) => ({ ...current, cover: undefined }));
            }}
          >
            {(preview ?? manga?.coverUrl) && (
              <img
                src={preview ?? manga!.coverUrl}
                alt={preview ? t`Preview of the new cover` : t`The current cover`}
                width={200}
                height={300}
                className="aspect-[2/3] w-40 rounded-lg object-cover shadow"
              />
            )}
          </FileDropZone>
          {sent !== null && cover && (
            <UploadProgress
              label={cover.name}
              percent={sent}
              status={sent < 100 ? t`Uploading… ${sent} %` : t`Saving…`}
              onCancel={() => upload.current?.abort()}
              cancelLabel={t`Cancel`}
            />
          )}
        </div>
        <div className="grid content-start gap-4">
          <Field label={t`Title`} error={errors.title}>
            <Input value={values.title} onChange={change("title")} />
          </Field>
          <Field
            label={t`Alternative titles`}
            hint={t`One per line: other languages, romanizations.`}
            error={errors.alternativeTitles}
          >
            <Textarea
              rows={2}
              value={values.alternativeTitles}
              onChange={change("alternativeTitles")}
            />
          </Field>
          <Field label={t`Description`} error={errors.description}>
            <Textarea rows={5} value={values.description} onChange={change("description")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t`Author`} error={errors.author}>
              <Input value={values.author} onChange={change("author")} />
            </Field>
            <Field label={t`Artist`} hint={t`If not the author`} error={errors.artist}>
              <Input value={values.artist} onChange={change("artist")} />
            </Field>
            <Field label={t`Status`} error={errors.status}>
              <Select
                options={statuses}
                value={values.status}
                onValueChange={(status) => setValues((current) => ({ ...current, status }))}
              />
            </Field>
            <Field label={t`Release year`} error={errors.releaseYear}>
              <Input
                inputMode="numeric"
                value={values.releaseYear}
                onChange={change("releaseYear")}
              />
            </Field>
            <Field label={t`Demographic`} hint={t`Shōnen, Seinen…`} error={errors.demographic}>
              <Input value={values.demographic} onChange={change("demographic")} />
            </Field>
            <Field label={t`Serialization`} hint={t`The magazine`} error={errors.serialization}>
              <Input value={values.serialization} onChange={change("serialization")} />
            </Field>
          </div>
          <GenreCheckboxes
            genres={props.genres}
            selected={values.genres}
            onChange={(selected) => setValues((current) => ({ ...current, genres: selected }))}
            className="grid gap-2 space-y-0 sm:grid-cols-3"
          />
          {errors.genres && <Alert variant="destructive">{errors.genres}</Alert>}
        </div>
      </div>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? t`Saving…` : manga ? t`Save changes` : t`Create title`}
      </Button>
    </form>
  );
}

/** An object URL for the file while it is chosen, revoked when it changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => file && URL.createObjectURL(file), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
