/*
 * The document types of verified documents (docs/decisions/0034) and the badge's text, with no zod: the
 * directory's public pages show the badges and stay within their first-load budget (docs/decisions/0029).
 * supplier-profile.ts re-exports them with the schemas.
 */

/** Document types a supplier may give a document, so an administrator can verify it (fixed list). */
export const documentTypes = {
  public_liability_insurance: 'Public liability insurance',
  employers_liability_insurance: "Employers' liability insurance",
  food_hygiene_rating: 'Food hygiene rating',
  alcohol_licence: 'Alcohol licence (premises/personal)',
  music_licence: 'Music licence (PRS/PPL)',
  dbs_check: 'DBS check',
  gas_safety_certificate: 'Gas safety certificate',
  pat_testing: 'PAT testing',
  risk_assessment: 'Risk assessment',
  other: 'Other',
} as const;
export type DocumentType = keyof typeof documentTypes;

/** The badge of spec-beyond "verified documents": 'Verified: Public liability insurance, valid to 03.2027'. */
export const verifiedBadge = (label: string, validTo: string) => {
  const [y, m] = validTo.split('-');
  return `Verified: ${label}, valid to ${m}.${y}`;
};
