/** A piece of message text: plain text, or a web address to show as a link. */
export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string; href: string };

const URL_PATTERN = /\b(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)/gi;

/** Splits a message into text and links (trailing punctuation stays text). Nothing is ever parsed as HTML. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let value = match[0];
    const trail = /[.,;:!?)\]]+$/.exec(value)?.[0] ?? '';
    value = value.slice(0, value.length - trail.length);
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', value: text.slice(at, start) });
    parts.push({ kind: 'link', value, href: value.startsWith('www.') ? `https://${value}` : value });
    at = start + value.length;
  }
  if (at < text.length) parts.push({ kind: 'text', value: text.slice(at) });
  return parts;
}
