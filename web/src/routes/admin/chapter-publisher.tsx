import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Button,
  FileDropZone,
  Input,
  PageThumbnails,
  RadioGroup,
  RadioGroupItem,
  Label,
  UploadProgress,
} from "@inkpanel/ui";
import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { FormControl, FormField } from "../../components/forms/form-field.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { formatChapterNumber } from "../../lib/format.ts";
import { graphql } from "../../gql";
import type { PublishChapterMutation } from "../../gql/graphql.ts";
import { showUploadRefusal } from "./show-upload-refusal.ts";
import { putFile, type Upload } from "./upload-file.ts";
import { AppForm } from "../../components/forms/app-form.tsx";

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

// Checked as a whole, so that each field's error shows with the others: a field-level check that
// fails on the archive (a File or nothing) would keep zod from the checks across fields.
const chapterSchema = z
  .object({
    archive: z.custom<File | null>(),
    number: z
      .string()
      .trim()
      .refine((number) => number !== "" && Number.isFinite(Number(number)) && Number(number) >= 0, {
        error: () => t`Enter the chapter's number, such as 12 or 12.5.`,
      }),
    title: z.string(),
    when: z.enum(["now", "later"]),
    releaseAt: z.string(),
  })
  .refine(({ archive }) => archive !== null, {
    path: ["archive"],
    error: () => t`Choose the chapter's .cbz or .zip.`,
    when: () => true,
  })
  .refine(({ archive }) => !archive || archive.size <= MAX_ARCHIVE_BYTES, {
    path: ["archive"],
    error: () => t`The archive must be 300 MB or less.`,
    when: () => true,
  })
  .refine(({ when, releaseAt }) => when === "now" || releaseAt !== "", {
    path: ["releaseAt"],
    error: () => t`Choose when readers see it.`,
    when: () => true,
  })
  .refine(
    ({ when, releaseAt }) => when === "now" || !releaseAt || new Date(releaseAt) > new Date(),
    { path: ["releaseAt"], error: () => t`Choose a time in the future.`, when: () => true },
  );

type ChapterValues = z.input<typeof chapterSchema>;
type ChapterToPublish = z.output<typeof chapterSchema>;

const blankChapter = (number: number): ChapterValues => ({
  archive: null,
  number: String(number),
  title: "",
  when: "now",
  releaseAt: "",
});

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
  const form = useZodForm(chapterSchema, blankChapter(nextNumber));
  const [sent, setSent] = useState<number | null>(null);
  const [published, setPublished] = useState<Published | null>(null);
  const upload = useRef<Upload | null>(null);
  useEffect(() => () => upload.current?.abort(), []);
  const [createUpload] = useMutation(CreateChapterUpload);
  const [publish] = useMutation(PublishChapter);
  const whenId = useId();
  const busy = sent !== null;
  const { errors } = form.formState;
  const chosenArchive = form.watch("archive");
  const later = form.watch("when") === "later";

  // A chapter published elsewhere moves the offered number on.
  useEffect(() => form.setValue("number", String(nextNumber)), [form, nextNumber]);

  const publishChapter = async ({ archive, ...chapter }: ChapterToPublish) => {
    if (!archive) return; // the schema asked for it
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
            number: Number(chapter.number),
            title: chapter.title.trim() || null,
            uploadId: data!.createUpload.id,
            releaseAt: chapter.when === "later" ? new Date(chapter.releaseAt).toISOString() : null,
          },
        },
      });
      setPublished(result.data!.publishChapter);
      form.reset(blankChapter(nextNumber));
      onPublished();
    } catch (error) {
      showUploadRefusal(form, error, { field: "archive", uploadArgument: "input.uploadId" });
    } finally {
      setSent(null);
      upload.current = null;
    }
  };

  return (
    <div className="grid gap-6">
      <AppForm
        noValidate
        onSubmit={(event) => void form.handleSubmit(publishChapter)(event)}
        className="grid gap-4 rounded-2xl border bg-card p-6"
        aria-label={t`Publish a chapter`}
      >
        <h2 className="text-xl font-bold">{t`Publish a chapter`}</h2>
        <FormControl form={form} name="archive">
          {({ value, onChange }, error) => (
            <FileDropZone
              label={t`Chapter archive`}
              hint={t`A .cbz or .zip of JPEG, PNG, WebP or AVIF pages, at most 300 MB. Drop it here or choose it.`}
              accept={ARCHIVE_TYPES}
              wrongTypeMessage={t`Choose a .cbz or .zip archive.`}
              file={value}
              error={error}
              disabled={busy}
              onFile={onChange}
            />
          )}
        </FormControl>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField form={form} name="number" label={t`Number`}>
            {(field) => <Input inputMode="decimal" {...field} />}
          </FormField>
          <FormField form={form} name="title" label={t`Chapter title`} hint={t`Optional`}>
            {(field) => <Input {...field} />}
          </FormField>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t`Release`}</legend>
          <FormControl form={form} name="when">
            {({ value, onChange }) => (
              <RadioGroup value={value} onValueChange={onChange}>
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="now" id={`${whenId}-now`} />
                  <Label htmlFor={`${whenId}-now`}>{t`Now`}</Label>
                </div>
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="later" id={`${whenId}-later`} />
                  <Label htmlFor={`${whenId}-later`}>{t`Later, at a chosen time`}</Label>
                </div>
              </RadioGroup>
            )}
          </FormControl>
          {later && (
            <FormField form={form} name="releaseAt" label={t`Release time`} className="max-w-xs">
              {(field) => (
                <Input type="datetime-local" min={localInputValue(new Date())} {...field} />
              )}
            </FormField>
          )}
        </fieldset>
        {busy && chosenArchive && (
          <UploadProgress
            label={chosenArchive.name}
            percent={sent}
            status={sent < 100 ? t`Uploading… ${sent} %` : t`Reading the pages…`}
            onCancel={sent < 100 ? () => upload.current?.abort() : undefined}
            cancelLabel={t`Cancel`}
          />
        )}
        {errors.root && <Alert variant="destructive">{errors.root.message}</Alert>}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? t`Publishing…` : t`Publish chapter`}
        </Button>
      </AppForm>
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
