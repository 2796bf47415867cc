import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Button,
  Field,
  FileDropZone,
  Input,
  PageThumbnails,
  RadioGroup,
  RadioGroupItem,
  Label,
  UploadProgress,
} from "@inkpanel/ui";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { formatChapterNumber } from "../../lib/format.ts";
import { graphql } from "../../gql";
import type { PublishChapterMutation } from "../../gql/graphql.ts";
import { putFile, UploadFailed, type Upload } from "./upload-file.ts";

const CreateChapterUpload = graphql(`
  mutation CreateChapterUpload {
    createUpload(kind: CHAPTER_ARCHIVE) {
      id
      url
    }
  }
`);

const PublishChapter = graphql(`
  mutation PublishChapter($input: PublishChapterInput!) {
    publishChapter(input: $input) {
      id
      number
      title
      releasedAt
      pages {
        number
        imageUrl
        width
        height
      }
    }
  }
`);

/** The archive's limit (the API's CHAPTER_ARCHIVE): checked here first so a big file is not sent. */
const MAX_ARCHIVE_BYTES = 300 * 1024 * 1024;
const ARCHIVE_TYPES = ".cbz,.zip,application/zip,application/vnd.comicbook+zip";

type Published = PublishChapterMutation["publishChapter"];
type FieldName = "archive" | "number" | "title" | "releaseAt";

/** "2026-11-24T18:30", a datetime-local input's value, for a time in the browser's zone. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

interface ChapterPublisherProps {
  mangaId: string;
  /** the number the form offers: one after the title's highest */
  nextNumber: number;
  onPublished: () => void;
}

/**
 * Publishes a chapter from a .cbz: drop or choose the archive, give its number (and a title), now
 * or at a chosen time; the archive goes up with a progress bar, and the pages it became are shown.
 */
export function ChapterPublisher({ mangaId, nextNumber, onPublished }: ChapterPublisherProps) {
  const { t } = useLingui();
  const [archive, setArchive] = useState<File | null>(null);
  const [number, setNumber] = useState(String(nextNumber));
  const [title, setTitle] = useState("");
  const [when, setWhen] = useState<"now" | "later">("now");
  const [releaseAt, setReleaseAt] = useState("");
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [published, setPublished] = useState<Published | null>(null);
  const upload = useRef<Upload | null>(null);
  useEffect(() => () => upload.current?.abort(), []);
  const [createUpload] = useMutation(CreateChapterUpload);
  const [publish] = useMutation(PublishChapter);
  const whenId = useId();
  const busy = sent !== null;

  // A chapter published elsewhere moves the offered number on (React's "adjust state on a prop
  // change" pattern, rather than an effect that renders twice).
  const [offered, setOffered] = useState(nextNumber);
  if (offered !== nextNumber) {
    setOffered(nextNumber);
    setNumber(String(nextNumber));
  }

  const check = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!archive) found.archive = t`Choose the chapter's .cbz or .zip.`;
    else if (archive.size > MAX_ARCHIVE_BYTES)
      found.archive = t`The archive must be 300 MB or less.`;
    if (!number.trim() || !Number.isFinite(Number(number)) || Number(number) < 0) {
      found.number = t`Enter the chapter's number, such as 12 or 12.5.`;
    }
    if (when === "later") {
      if (!releaseAt) found.releaseAt = t`Choose when readers see it.`;
      else if (new Date(releaseAt) <= new Date()) found.releaseAt = t`Choose a time in the future.`;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !archive) return;
    setPublished(null);
    setSent(0);
    try {
      const { data } = await createUpload();
      upload.current = putFile(data!.createUpload.url, archive, setSent);
      await upload.current.done;
      const result = await publish({
        variables: {
          input: {
            mangaId,
            number: Number(number),
            title: title.trim() || null,
            uploadId: data!.createUpload.id,
            releaseAt: when === "later" ? new Date(releaseAt).toISOString() : null,
          },
        },
      });
      setPublished(result.data!.publishChapter);
      setArchive(null);
      setTitle("");
      setWhen("now");
      setReleaseAt("");
      onPublished();
    } catch (error) {
      if (error instanceof UploadFailed) return setErrors({ archive: error.message });
      const apiError = apiErrorOf(error);
      const field = apiError?.argumentName?.replace(/^input\./, "");
      if (apiError && field === "uploadId") setErrors({ archive: apiError.message });
      else if (apiError && (field === "number" || field === "title" || field === "releaseAt")) {
        setErrors({ [field]: apiError.message });
      } else setFailure(apiError?.message ?? t`Something went wrong. Please try again.`);
    } finally {
      setSent(null);
      upload.current = null;
    }
  };

  return (
    <div className="grid gap-6">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 rounded-2xl border bg-card p-6"
        aria-label={t`Publish a chapter`}
      >
        <h2 className="text-xl font-bold">{t`Publish a chapter`}</h2>
        <FileDropZone
          label={t`Chapter archive`}
          hint={t`A .cbz or .zip of JPEG, PNG, WebP or AVIF pages, at most 300 MB. Drop it here or choose it.`}
          accept={ARCHIVE_TYPES}
          wrongTypeMessage={t`Choose a .cbz or .zip archive.`}
          file={archive}
          error={errors.archive}
          disabled={busy}
          onFile={(file) => {
            setArchive(file);
            setErrors((current) => ({ ...current, archive: undefined }));
          }}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field label={t`Number`} error={errors.number}>
            <Input
              inputMode="decimal"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          </Field>
          <Field label={t`Chapter title`} hint={t`Optional`} error={errors.title}>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} />
          </Field>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t`Release`}</legend>
          <RadioGroup value={when} onValueChange={(value) => setWhen(value as "now" | "later")}>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="now" id={`${whenId}-now`} />
              <Label htmlFor={`${whenId}-now`}>{t`Now`}</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="later" id={`${whenId}-later`} />
              <Label htmlFor={`${whenId}-later`}>{t`Later, at a chosen time`}</Label>
            </div>
          </RadioGroup>
          {when === "later" && (
            <Field label={t`Release time`} error={errors.releaseAt} className="max-w-xs">
              <Input
                type="datetime-local"
                min={localInputValue(new Date())}
                value={releaseAt}
                onChange={(event) => setReleaseAt(event.target.value)}
              />
            </Field>
          )}
        </fieldset>
        {busy && archive && (
          <UploadProgress
            label={archive.name}
            percent={sent}
            status={sent < 100 ? t`Uploading… ${sent} %` : t`Reading the pages…`}
            onCancel={sent < 100 ? () => upload.current?.abort() : undefined}
            cancelLabel={t`Cancel`}
          />
        )}
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? t`Publishing…` : t`Publish chapter`}
        </Button>
      </form>
      {published && <PublishedChapter chapter={published} />}
    </div>
  );
}

function PublishedChapter({ chapter }: { chapter: Published }) {
  const { t } = useLingui();
  const number = formatChapterNumber(chapter.number);
  const scheduled = new Date(chapter.releasedAt) > new Date();
  return (
    <section className="grid gap-4" aria-label={t`Chapter ${number} published`}>
      <Alert variant="success">
        {scheduled
          ? plural(chapter.pages.length, {
              one: `Chapter ${number} is scheduled, with # page.`,
              other: `Chapter ${number} is scheduled, with # pages.`,
            })
          : plural(chapter.pages.length, {
              one: `Chapter ${number} is published, with # page.`,
              other: `Chapter ${number} is published, with # pages.`,
            })}
      </Alert>
      <PageThumbnails
        label={t`Pages of chapter ${number}`}
        pages={chapter.pages.map((page) => ({
          imageUrl: page.imageUrl,
          width: page.width,
          height: page.height,
          label: t`Page ${page.number}`,
        }))}
      />
    </section>
  );
}
