/**
 * What the app says after an action that would otherwise happen in silence (issue 21, docs/decisions/0059):
 * toasts, their Undo, and the e-mail confirmation banner's actions. None of these are in the spec (its own texts
 * are in messages.ts); they are short, plain UK English.
 */
export const toastTexts = {
  undo: 'Undo',
  undoing: 'Undoing…',
  undone: 'Undone.',
  /** Select Supplier: the others who quoted see the request as not theirs (offer-state.ts: expired). */
  supplierSelected: (supplier: string) =>
    `You selected ${supplier}. The other suppliers who quoted are told they were not chosen.`,
  requestClosed: (ref: string) => `Request ${ref} is closed. You will find it under Finished.`,
  shortlisted: (supplier: string) => `${supplier} added to your shortlist.`,
  unshortlisted: (supplier: string) => `${supplier} removed from your shortlist.`,
  quoteArchived: (supplier: string) => `Quote from ${supplier} archived.`,
  quoteRestored: (supplier: string) => `Quote from ${supplier} restored.`,
  /** The supplier's "I'm not interested", and its undo. */
  offerDeclined: (ref: string) => `Request ${ref} moved to Declined.`,
  offerRestored: (ref: string) => `Request ${ref} is back in your requests.`,
  loggedOut: 'You have been logged out',
  emailConfirmed: 'Thank you, your e-mail address is confirmed.',
  confirmationResent: (email: string) => `We have sent a new confirmation link to ${email}.`,
  emailChanged: (email: string) =>
    `Your e-mail address is now ${email}. We have sent a confirmation link there.`,
  /** An administrator's CSV export (issue 24): the browser has the file. */
  exportReady: (fileName: string) => `Export ready: ${fileName} is in your downloads.`,
} as const;

/** The e-mail confirmation banner (held requests, account settings): its two offers. */
export const emailConfirmationTexts = {
  resend: 'Send the link again',
  correct: 'Wrong address? Change it',
  newEmailLabel: 'Your e-mail address',
  save: 'Save and send the link',
  cancel: 'Cancel',
  /** Change of address refused: the account's address is already confirmed. */
  alreadyConfirmed: 'Your e-mail address is already confirmed',
} as const;
