import { useMutation } from "@apollo/client/react";
import { MAX_CONTACT_MESSAGE_LENGTH } from "@inkpanel/input-rules";
import { Alert, Button, Input, Select, Textarea } from "@inkpanel/ui";
import { CheckCircle2, LoaderCircle, Send } from "lucide-react";
import { useState } from "react";
import { FormField } from "../../components/forms/form-field.tsx";
import { showRefusal, useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import {
  contactCategories,
  contactFormSchema,
  emptyContactForm,
  type ContactFormValues,
} from "./contact-form-values.ts";
import { useLingui } from "@lingui/react/macro";
import { AppForm } from "../../components/forms/app-form.tsx";

export const SendContactMessage = graphql(`
  mutation SendContactMessage($input: ContactInput!) {
    sendContactMessage(input: $input)
  }
`);

interface ContactFormProps {
  /** what the form starts with (the address's, see contactFormInAddress) */
  initial?: ContactFormValues;
  /** why the form, sent by the browser itself, failed: said until it is sent again */
  failure?: string;
  /** the address a message sent by the browser itself is answered at: the form says it was sent */
  sentTo?: string;
}

/**
 * The contact form: checked here, sent to the API, and a clear answer either way. Without
 * JavaScript the browser posts it to the server, which sends it back here (`?sent=`, or
 * `?error=` with what was typed).
 */
export function ContactForm({
  initial = emptyContactForm,
  failure,
  sentTo: sent,
}: ContactFormProps) {
  const { t, i18n } = useLingui();
  const form = useZodForm(contactFormSchema, initial);
  const [sentTo, setSentTo] = useState<string | null>(sent ?? null);
  const [send] = useMutation(SendContactMessage);
  const { errors, isSubmitting, submitCount } = form.formState;
  const shownFailure = errors.root?.message ?? (submitCount === 0 ? failure : undefined);

  const submit = form.handleSubmit(async (message) => {
    try {
      await send({ variables: { input: { ...message, category: message.category || null } } });
      setSentTo(message.email);
      form.reset(emptyContactForm);
    } catch (error) {
      // The API names the field it rejected; anything else keeps the form as typed and says so.
      showRefusal(form, error, t`Your message could not be sent. Please try again in a moment.`);
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden />
        <h2 className="text-2xl font-bold">{t`Message sent!`}</h2>
        <p className="max-w-md text-muted-foreground">
          {t`Thanks for writing. We answer within 24 hours at ${sentTo}.`}
        </p>
        {/* A link, so it works without JavaScript too. With it, a message the app sent brings
            the form back in place; one the browser sent leaves its address (`?sent=`). */}
        <Button variant="outline" asChild>
          <a
            href="/contact"
            onClick={(event) => {
              if (sent !== undefined) return;
              event.preventDefault();
              setSentTo(null);
            }}
          >
            {t`Send another message`}
          </a>
        </Button>
      </div>
    );
  }

  return (
    <AppForm
      action="/contact"
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={t`Contact form`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="name" label={t`Name`}>
          {(field) => <Input required autoComplete="name" {...field} />}
        </FormField>
        <FormField form={form} name="email" label={t`E-mail`}>
          {(field) => <Input required type="email" autoComplete="email" {...field} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="subject" label={t`Subject`}>
          {(field) => <Input required {...field} />}
        </FormField>
        <FormField form={form} name="category" label={t`Category (optional)`}>
          {({ name, value, onChange }) => (
            <Select
              name={name}
              options={contactCategories.map(({ value, label }) => ({
                value,
                label: i18n._(label),
              }))}
              value={value || undefined}
              onValueChange={onChange}
              placeholder={t`Choose a category`}
            />
          )}
        </FormField>
      </div>
      <FormField form={form} name="message" label={t`Message`}>
        {(field) => (
          <Textarea required rows={6} counterMax={MAX_CONTACT_MESSAGE_LENGTH} {...field} />
        )}
      </FormField>
      {shownFailure && <Alert variant="destructive">{shownFailure}</Alert>}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-fit">
        {isSubmitting ? (
          <LoaderCircle className="animate-spin" aria-hidden />
        ) : (
          <Send aria-hidden />
        )}
        {isSubmitting ? t`Sending…` : t`Send Message`}
      </Button>
    </AppForm>
  );
}
