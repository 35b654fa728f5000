/**
 * The blog module's public entry: the repositories and services app.ts wires, and the
 * cover columns the timeline shows posts with.
 */
export { createBlogRepository } from './blog-repository.js';
export type { BlogRepository } from './blog-repository.js';
export { createBlogAccountRepository } from './blog-account-repository.js';
export type { BlogAccountRepository } from './blog-account-repository.js';
export { cover, coverFields, oursArms as postsOursArms } from './blog-reads-repository.js';
/** its tables as the trash lists, restores and deletes them for good */
export { postCommentTrash, postTrash } from './blog-trash-repository.js';
export * from './blog-markdown.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onBlogAccountDeleted } from './blog-account-deletion.js';
export { blogPageMeta } from './blog-page-meta.js';
