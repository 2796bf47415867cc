import { useMutation } from "@apollo/client/react";
import { Alert, Button, Input, MANGA_STATUSES, Select, Textarea } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { FormControl, FormField } from "../../components/forms/form-field.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import {
  GenreCheckboxes,
  type GenreCheckboxes_genre,
} from "../../components/genre-checkboxes/genre-checkboxes.tsx";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { mangaStatusLabels } from "../../lib/manga-status.ts";
import { TitleCoverField } from "./title-cover-field.tsx";
import { inputOf, titleFormSchema, valuesOf, type TitleFormValues } from "./title-form-values.ts";
import { showUploadRefusal } from "./show-upload-refusal.ts";
import { putFile, type Upload } from "./upload-file.ts";
import { AppForm } from "../../components/forms/app-form.tsx";

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
  const form = useZodForm(titleFormSchema, valuesOf(manga));
  const [sent, setSent] = useState<number | null>(null);
  const upload = useRef<Upload | null>(null);
  useEffect(() => () => upload.current?.abort(), []);
  const [createUpload] = useMutation(CreateUpload);
  const [createManga] = useMutation(CreateManga);
  const [updateManga] = useMutation(UpdateManga);
  const { errors, isSubmitting: saving } = form.formState;

  /** Sends the chosen cover; its upload's id, or null when there is none to send. */
  const sendCover = async (file: File | null): Promise<string | null> => {
    if (!file) return null;
    const { data } = await createUpload({ variables: { kind: "COVER_IMAGE" } });
    setSent(0);
    upload.current = putFile(data!.createUpload.url, file, setSent);
    await upload.current.done;
    return data!.createUpload.id;
  };

  const save = async (values: TitleFormValues) => {
    try {
      const input = inputOf(values, await sendCover(values.cover));
      const saved = manga
        ? (await updateManga({ variables: { id: manga.id, input } })).data!.updateManga
        : (await createManga({ variables: { input } })).data!.createManga;
      form.setValue("cover", null);
      props.onSaved(saved);
    } catch (error) {
      showUploadRefusal(form, error, { field: "cover", uploadArgument: "input.coverUploadId" });
    } finally {
      setSent(null);
      upload.current = null;
    }
  };

  const statuses = MANGA_STATUSES.map((status) => ({
    value: status,
    label: i18n._(mangaStatusLabels[status]),
  }));

  return (
    <AppForm
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="grid gap-6"
      aria-label={manga ? t`Edit title` : t`New title`}
    >
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <FormControl form={form} name="cover">
          {({ value, onChange }, error) => (
            <TitleCoverField
              file={value}
              currentUrl={manga?.coverUrl}
              error={error}
              disabled={saving}
              onFile={onChange}
              sent={sent}
              onCancel={() => upload.current?.abort()}
            />
          )}
        </FormControl>
        <div className="grid content-start gap-4">
          <FormField form={form} name="title" label={t`Title`}>
            {(field) => <Input {...field} />}
          </FormField>
          <FormField
            form={form}
            name="alternativeTitles"
            label={t`Alternative titles`}
            hint={t`One per line: other languages, romanizations.`}
          >
            {(field) => <Textarea rows={2} {...field} />}
          </FormField>
          <FormField form={form} name="description" label={t`Description`}>
            {(field) => <Textarea rows={5} {...field} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="author" label={t`Author`}>
              {(field) => <Input {...field} />}
            </FormField>
            <FormField form={form} name="artist" label={t`Artist`} hint={t`If not the author`}>
              {(field) => <Input {...field} />}
            </FormField>
            <FormField form={form} name="status" label={t`Status`}>
              {({ value, onChange }) => (
                <Select options={statuses} value={value} onValueChange={onChange} />
              )}
            </FormField>
            <FormField form={form} name="releaseYear" label={t`Release year`}>
              {(field) => <Input inputMode="numeric" {...field} />}
            </FormField>
            <FormField
              form={form}
              name="demographic"
              label={t`Demographic`}
              hint={t`Shōnen, Seinen…`}
            >
              {(field) => <Input {...field} />}
            </FormField>
            <FormField
              form={form}
              name="serialization"
              label={t`Serialization`}
              hint={t`The magazine`}
            >
              {(field) => <Input {...field} />}
            </FormField>
          </div>
          <FormControl form={form} name="genres">
            {({ value, onChange }, error) => (
              <>
                <GenreCheckboxes
                  genres={props.genres}
                  selected={value}
                  onChange={onChange}
                  className="grid gap-2 space-y-0 sm:grid-cols-3"
                />
                {error && <Alert variant="destructive">{error}</Alert>}
              </>
            )}
          </FormControl>
        </div>
      </div>
      {errors.root && <Alert variant="destructive">{errors.root.message}</Alert>}
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? t`Saving…` : manga ? t`Save changes` : t`Create title`}
      </Button>
    </AppForm>
  );
}
