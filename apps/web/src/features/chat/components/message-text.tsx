import { Anchor } from '@mantine/core';
import { linkParts } from '../lib/link-parts';

/**
 * A message's text as React text nodes (never HTML): line breaks kept by `pre-wrap`, web addresses as links that
 * open in a new tab.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            c="inherit"
            underline="always"
          >
            {part.value}
          </Anchor>
        ) : (
          part.value
        ),
      )}
    </span>
  );
}
