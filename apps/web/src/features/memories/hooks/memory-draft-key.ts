/**
 * The new-memory form's draft in lib/form-drafts (which adds the person). Its own module:
 * the opener (in the first chunk) checks for a draft without loading the form.
 */
export const MEMORY_DRAFT = 'new-memory';
