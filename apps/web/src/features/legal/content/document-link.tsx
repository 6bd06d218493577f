import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import type { LegalContentProps, LegalKind } from './types';

/** An inline link from one legal text to another (opens it on top; closing returns to the first). */
export function DocumentLink({
  kind,
  openDocument,
  children,
}: LegalContentProps & { kind: LegalKind; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" fz="inherit" onClick={() => openDocument(kind)}>
      {children}
    </Anchor>
  );
}
