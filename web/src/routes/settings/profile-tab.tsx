import { useApolloClient, useMutation } from "@apollo/client/react";
import { Alert, Avatar, Button, Field, Input, Textarea, toast } from "@inkpanel/ui";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { uploadAvatar } from "./upload-avatar.ts";
import { useLingui } from "@lingui/react/macro";

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

export const MAX_BIO_LENGTH = 160;

export function ProfileTab(props: { user: FragmentType<typeof ProfileTab_user> }) {
  const { t } = useLingui();
  const user = useFragment(ProfileTab_user, props.user);
  const [values, setValues] = useState({
    name: user.name,
    bio: user.bio ?? "",
    location: user.location ?? "",
    website: user.website ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [avatarUrl, setAvatarUrl] = useState(user.avatarUrl);
  const [update, { loading }] = useMutation(UpdateProfile);
  const client = useApolloClient();

  const change =
    (field: keyof typeof values) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return setErrors({ name: t`Enter your name.` });
    if (values.bio.length > MAX_BIO_LENGTH)
      return setErrors({ bio: t`Keep your bio to ${MAX_BIO_LENGTH} characters.` });
    try {
      await update({ variables: { input: values } });
      toast({ title: t`Profile saved`, variant: "success" });
    } catch (error) {
      const apiError = apiErrorOf(error);
      const field = apiError?.argumentName?.replace(/^input\./, "") as
        keyof typeof values | undefined;
      if (apiError && field && field in values) setErrors({ [field]: apiError.message });
      else toast({ title: t`Something went wrong. Please try again.`, variant: "destructive" });
    }
  };

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
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Profile`}>
        <Field label={t`Full name`} error={errors.name}>
          <Input autoComplete="name" value={values.name} onChange={change("name")} />
        </Field>
        <Field label={t`E-mail`} hint={t`Your sign-in address`}>
          <Input type="email" value={user.email} readOnly disabled />
        </Field>
        <Field label={t`Bio`} error={errors.bio}>
          <Textarea
            rows={3}
            counterMax={MAX_BIO_LENGTH}
            value={values.bio}
            onChange={change("bio")}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Location`} error={errors.location}>
            <Input value={values.location} onChange={change("location")} />
          </Field>
          <Field label={t`Website`} error={errors.website}>
            <Input
              type="url"
              placeholder="https://"
              value={values.website}
              onChange={change("website")}
            />
          </Field>
        </div>
        <Button type="submit" disabled={loading} className="justify-self-start">
          {loading ? t`Saving...` : t`Save Changes`}
        </Button>
      </form>
    </div>
  );
}
