/** Sends a photo to the server, which checks its kind and size; answers the new address or why not. */
export async function uploadAvatar(file: File): Promise<{ avatarUrl: string } | { error: string }> {
  try {
    const response = await fetch("/account/avatar", { method: "PUT", body: file });
    const body = (await response.json()) as { avatarUrl?: string; error?: string };
    if (response.ok && body.avatarUrl) return { avatarUrl: body.avatarUrl };
    return { error: body.error ?? "The photo could not be saved. Please try again." };
  } catch {
    return { error: "The photo could not be saved. Please try again." };
  }
}
