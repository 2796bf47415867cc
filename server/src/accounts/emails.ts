import type { Mailer } from "../lib/mailer.ts";
import { unlinkableName } from "../mail/mailer.ts";
import { EMAIL_TOKEN_HOURS } from "./email-tokens.ts";
import { LANGUAGES } from "./validation.ts";

// The texts of the account e-mails, in the reader's language (their `language` preference: en,
// jp, es, fr). Plain text: every client shows it, and links stay visible.

type Language = (typeof LANGUAGES)[number];

interface Recipient {
  name: string;
  email: string;
  /** the reader's language preference; unknown values read as English */
  language: string;
}

interface AccountEmailTexts {
  verify: { subject: string; body: (name: string, link: string, hours: number) => string[] };
  reset: { subject: string; body: (name: string, link: string, hours: number) => string[] };
}

const texts: Record<Language, AccountEmailTexts> = {
  en: {
    verify: {
      subject: "Verify your Inkpanel e-mail address",
      body: (name, link, hours) => [
        `Hi ${name},`,
        "",
        "Welcome to Inkpanel! Please confirm your e-mail address by opening this link:",
        "",
        link,
        "",
        `The link expires after ${hours} hours. If you did not sign up, ignore this e-mail.`,
      ],
    },
    reset: {
      subject: "Reset your Inkpanel password",
      body: (name, link, hours) => [
        `Hi ${name},`,
        "",
        "Someone asked to reset the password of your Inkpanel account. To choose a new one, open:",
        "",
        link,
        "",
        `The link expires after ${hours} hours and works once. Resetting signs out every`,
        "device. If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ],
    },
  },
  jp: {
    verify: {
      subject: "Inkpanel のメールアドレスを確認してください",
      body: (name, link, hours) => [
        `${name} さん`,
        "",
        "Inkpanel へようこそ！次のリンクを開いて、メールアドレスを確認してください。",
        "",
        link,
        "",
        `このリンクの有効期限は ${hours} 時間です。登録した覚えがない場合は、このメールを無視してください。`,
      ],
    },
    reset: {
      subject: "Inkpanel のパスワードを再設定してください",
      body: (name, link, hours) => [
        `${name} さん`,
        "",
        "Inkpanel アカウントのパスワード再設定が依頼されました。新しいパスワードを設定するには、次のリンクを開いてください。",
        "",
        link,
        "",
        `このリンクの有効期限は ${hours} 時間で、一度だけ使えます。再設定すると、すべての端末からログアウトされます。`,
        "心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
      ],
    },
  },
  es: {
    verify: {
      subject: "Confirma tu dirección de correo de Inkpanel",
      body: (name, link, hours) => [
        `Hola, ${name}:`,
        "",
        "¡Te damos la bienvenida a Inkpanel! Confirma tu dirección de correo abriendo este enlace:",
        "",
        link,
        "",
        `El enlace caduca en ${hours} horas. Si no te has registrado, ignora este correo.`,
      ],
    },
    reset: {
      subject: "Restablece tu contraseña de Inkpanel",
      body: (name, link, hours) => [
        `Hola, ${name}:`,
        "",
        "Alguien ha pedido restablecer la contraseña de tu cuenta de Inkpanel. Para elegir una nueva, abre:",
        "",
        link,
        "",
        `El enlace caduca en ${hours} horas y solo funciona una vez. Al restablecerla se cierra la sesión`,
        "en todos los dispositivos. Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.",
      ],
    },
  },
  fr: {
    verify: {
      subject: "Confirmez votre adresse e-mail Inkpanel",
      body: (name, link, hours) => [
        `Bonjour ${name},`,
        "",
        "Bienvenue sur Inkpanel ! Confirmez votre adresse e-mail en ouvrant ce lien :",
        "",
        link,
        "",
        `Le lien expire au bout de ${hours} heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.`,
      ],
    },
    reset: {
      subject: "Réinitialisez votre mot de passe Inkpanel",
      body: (name, link, hours) => [
        `Bonjour ${name},`,
        "",
        "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Inkpanel. Pour en choisir un nouveau, ouvrez :",
        "",
        link,
        "",
        `Le lien expire au bout de ${hours} heures et ne fonctionne qu'une fois. La réinitialisation déconnecte`,
        "tous vos appareils. Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.",
      ],
    },
  },
};

const textsFor = (language: string) => texts[language as Language] ?? texts.en;

/**
 * The site language an Accept-Language header asks for first (`fr-CA,fr;q=0.9` → `fr`, `ja` →
 * `jp`), or English. The header's order is taken as the reader's; q-values are not re-sorted.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  for (const part of header?.split(",") ?? []) {
    const tag = part.split(";")[0]!.trim().toLowerCase().split("-")[0];
    const language = tag === "ja" ? "jp" : tag;
    if ((LANGUAGES as readonly string[]).includes(language!)) return language as Language;
  }
  return "en";
}

/** A site language as a BCP 47 tag, for `<html lang>` (`jp` → `ja`). */
export const htmlLangOf = (language: string) => (language === "jp" ? "ja" : language);

export function sendVerificationEmail(mailer: Mailer, to: Recipient, token: string) {
  const link = `${mailer.siteUrl}/verify-email?${new URLSearchParams({ token, email: to.email })}`;
  const { subject, body } = textsFor(to.language).verify;
  return mailer.send({
    to: to.email,
    subject,
    link,
    text: body(unlinkableName(to.name), link, EMAIL_TOKEN_HOURS).join("\n"),
  });
}

export function sendPasswordResetEmail(mailer: Mailer, to: Recipient, token: string) {
  const link = `${mailer.siteUrl}/reset-password?${new URLSearchParams({ token })}`;
  const { subject, body } = textsFor(to.language).reset;
  return mailer.send({
    to: to.email,
    subject,
    link,
    text: body(unlinkableName(to.name), link, EMAIL_TOKEN_HOURS).join("\n"),
  });
}
