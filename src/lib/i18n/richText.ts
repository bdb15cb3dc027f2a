// Catalogue texts mark the words a screen wraps in an element (`Call us at <phone>{phone}</phone>`), so a
// translation can move a link within its sentence. This splits such a text into plain and tagged parts.
export type RichPart = string | { tag: string; text: string };

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

export function splitTags(text: string): RichPart[] {
  const parts: RichPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ tag: match[1] ?? '', text: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The tag names a message uses, for checking that every translation keeps them. */
export const tagsOf = (text: string): string[] => [...text.matchAll(TAG)].map((m) => m[1] ?? '').sort();
