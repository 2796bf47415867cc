import { useMutation } from "@apollo/client/react";
import { Alert, Button, Field, Input, Select, Textarea } from "@inkpanel/ui";
import { CheckCircle2, LoaderCircle, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { graphql } from "../../gql";
import {
  contactCategories,
  emptyContactForm,
  fieldOfArgument,
  MAX_MESSAGE_LENGTH,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from "./contact-form-values.ts";
import { useLingui } from "@lingui/react/macro";

export const SendContactMessage = graphql(`
  mutation SendContactMessage($input: ContactInput!) {
    sendContactMessage(input: $input)
  }
`);

/** The contact form: checked here, sent to the API, and a clear answer either way. */
export function ContactForm({
  initialCategory = "",
}: {
  initialCategory?: ContactFormValues["category"];
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ContactFormValues>({
    ...emptyContactForm,
    category: initialCategory,
  });
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendContactMessage);

  const change = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await send({ variables: { input: { ...values, category: values.category || null } } });
      setSentTo(values.email.trim());
      setValues(emptyContactForm);
    } catch (error) {
      // The API names the field it rejected; anything else keeps the form as typed and says so.
      const apiError = apiErrorOf(error);
      const field = fieldOfArgument(apiError?.argumentName);
      if (apiError && field) setErrors({ [field]: apiError.message });
      else setFailure(t`Your message could not be sent. Please try again in a moment.`);
    }
  };

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden />
        <h2 className="text-2xl font-bold">{t`Message sent!`}</h2>
        <p className="max-w-md text-muted-foreground">
          {t`Thanks for writing. We answer within 24 hours at ${sentTo}.`}
        </p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t`Send another message`}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t`Contact form`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Name`} error={errors.name}>
          <Input
            required
            autoComplete="name"
            value={values.name}
            onChange={(event) => change("name")(event.target.value)}
          />
        </Field>
        <Field label={t`E-mail`} error={errors.email}>
          <Input
            required
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change("email")(event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Subject`} error={errors.subject}>
          <Input
            required
            value={values.subject}
            onChange={(event) => change("subject")(event.target.value)}
          />
        </Field>
        <Field label={t`Category (optional)`} error={errors.category}>
          <Select
            options={contactCategories.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            value={values.category || undefined}
            onValueChange={change("category")}
            placeholder={t`Choose a category`}
          />
        </Field>
      </div>
      <Field label={t`Message`} error={errors.message}>
        <Textarea
          required
          rows={6}
          counterMax={MAX_MESSAGE_LENGTH}
          value={values.message}
          onChange={(event) => change("message")(event.target.value)}
        />
      </Field>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <Button type="submit" size="lg" disabled={loading} className="w-full sm:w-fit">
        {loading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {loading ? t`Sending…` : t`Send Message`}
      </Button>
    </form>
  );
}
