// A translated text with markup: each `<tag>words</tag>` of the catalogue text becomes the element `tags[tag]` makes
// of its words. A tag with no renderer shows its words plainly, so a translation can never drop them.
import { Fragment, type ReactNode } from 'react';
import { splitTags } from '../lib/i18n/richText';

export function RichText({ text, tags }: { text: string; tags: Record<string, (words: string) => ReactNode> }) {
  return (
    <>
      {splitTags(text).map((part, index) => (
        <Fragment key={index}>{typeof part === 'string' ? part : (tags[part.tag]?.(part.text) ?? part.text)}</Fragment>
      ))}
    </>
  );
}
