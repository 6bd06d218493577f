export type LegalKind = 'terms' | 'privacy' | 'cookies';

/** Every legal text can point to the others; the modal decides how another document is opened. */
export interface LegalContentProps {
  openDocument: (kind: LegalKind) => void;
}
