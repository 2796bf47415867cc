import { useApolloClient, useMutation } from "@apollo/client/react";
import {
  isWebsite,
  MAX_BIO_LENGTH,
  MAX_LOCATION_LENGTH,
  MAX_WEBSITE_LENGTH,
} from "@inkpanel/input-rules";
import { Alert, Avatar, Button, Field, Input, Textarea, toast } from "@inkpanel/ui";
import { t } from "@lingui/core/macro";
import { useState, type ChangeEvent } from "react";
import { z } from "zod";
import { FormField } from "../../components/forms/form-field.tsx";
import { readerName, tooLong } from "../../components/forms/form-rules.ts";
import { showFieldRefusal, useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { uploadAvatar } from "./upload-avatar.ts";
import { useLingui } from "@lingui/react/macro";
import { AppForm } from "../../components/forms/app-form.tsx";

export const ProfileTab_user = graphql(`
  fragment ProfileTab_user on User {
    id
    name
    email
    avatarUrl
    bio
    location
    website
  }
`);

const UpdateProfile = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      ...ProfileTab_user
    }
  }
`);

const profileSchema = z.object({
  name: readerName,
  bio: z
    .string()
    .max(MAX_BIO_LENGTH, { error: () => t`Keep your bio to ${MAX_BIO_LENGTH} characters.` }),
  location: z
    .string()
    .trim()
    .max(MAX_LOCATION_LENGTH, { error: tooLong(MAX_LOCATION_LENGTH) }),
  website: z
    .string()
    .trim()
    .max(MAX_WEBSITE_LENGTH, { error: tooLong(MAX_WEBSITE_LENGTH) })
    .refine(isWebsite, { error: () => t`Start the address with http:// or https://.` }),
});

export function ProfileTab(props: { user: FragmentType<typeof ProfileTab_user> }) {
  const { t } = useLingui();
  const user = useFragment(ProfileTab_user, props.user);
  const form = useZodForm(profileSchema, {
    name: user.name,
    bio: user.bio ?? "",
    location: user.location ?? "",
    website: user.website ?? "",
  });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [avatarUrl, setAvatarUrl] = useState(user.avatarUrl);
  const [update] = useMutation(UpdateProfile);
  const client = useApolloClient();

  const submit = form.handleSubmit(async (input) => {
    try {
      await update({ variables: { input } });
      toast({ title: t`Profile saved`, variant: "success" });
    } catch (error) {
      if (!showFieldRefusal(form, error))
        toast({ title: t`Something went wrong. Please try again.`, variant: "destructive" });
    }
  });

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file may be chosen again after a failure
    if (!file) return;
    setPhotoError(null);
    const result = await uploadAvatar(file);
    if ("error" in result) setPhotoError(result.error);
    else {
      setAvatarUrl(result.avatarUrl);
      await client.refetchQueries({ include: ["ViewerQuery"] }); // the navbar's photo
    }
  };

  return (
    <div className="grid gap-8">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} src={avatarUrl} size="xl" />
        <div className="grid gap-1">
          <label className="w-fit cursor-pointer rounded-lg border px-3 py-2 text-sm font-medium hover:bg-accent">
            {t`Change Photo`}
            <input
              type="file"
              accept="image/jpeg,image/gif,image/png"
              className="sr-only"
              onChange={(event) => void choosePhoto(event)}
            />
          </label>
          <p className="text-xs text-muted-foreground">{t`JPG, GIF or PNG. 1MB max.`}</p>
          {photoError && <Alert variant="destructive">{photoError}</Alert>}
        </div>
      </div>
      <AppForm noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Profile`}>
        <FormField form={form} name="name" label={t`Full name`}>
          {(field) => <Input autoComplete="name" {...field} />}
        </FormField>
        <Field label={t`E-mail`} hint={t`Your sign-in address`}>
          <Input type="email" value={user.email} readOnly disabled />
        </Field>
        <FormField form={form} name="bio" label={t`Bio`}>
          {(field) => <Textarea rows={3} counterMax={MAX_BIO_LENGTH} {...field} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="location" label={t`Location`}>
            {(field) => <Input {...field} />}
          </FormField>
          <FormField form={form} name="website" label={t`Website`}>
            {(field) => <Input type="url" placeholder="https://" {...field} />}
          </FormField>
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting} className="justify-self-start">
          {form.formState.isSubmitting ? t`Saving...` : t`Save Changes`}
        </Button>
      </AppForm>
    </div>
  );
}
