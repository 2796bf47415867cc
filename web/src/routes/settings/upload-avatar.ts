import { t } from "@lingui/core/macro";

/** The server's reasons, by code, in the interface's language (its own words are English). */
const reasonOf = (code: string | undefined): string | undefined =>
  ({
    UNAUTHENTICATED: t`Please sign in first.`,
    UNSUPPORTED_IMAGE_TYPE: t`The photo must be a JPG, GIF or PNG image.`,
    UNREADABLE_IMAGE: t`The photo could not be read as an image.`,
    IMAGE_TOO_BIG: t`The photo must be at most 4096 × 4096 pixels.`,
    FILE_TOO_LARGE: t`The photo must be at most 1 MB.`,
  })[code ?? ""];

/** Sends a photo to the server, which checks its kind and size; answers the new address or why not. */
export async function uploadAvatar(file: File): Promise<{ avatarUrl: string } | { error: string }> {
  const failed = t`The photo could not be saved. Please try again.`;
  try {
    const response = await fetch("/account/avatar", { method: "PUT", body: file });
    const body = (await response.json()) as { avatarUrl?: string; code?: string; error?: string };
    if (response.ok && body.avatarUrl) return { avatarUrl: body.avatarUrl };
    return { error: reasonOf(body.code) ?? body.error ?? failed };
  } catch {
    return { error: failed };
  }
}
