/** "Your Account & Data" → "your-account-data": an id for a heading's #anchor. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
