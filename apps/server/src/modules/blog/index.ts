/**
 * The blog module's public entry: the cover columns and the "ours" rule the timeline reads
 * posts with, its tables as the trash handles them, what the export writes posts with, its
 * account-deletion step and the post page's link preview.
 */
export type { BlogRepository } from './blog-repository.js';
export { cover, coverFields, oursArms as postsOursArms } from './blog-reads-repository.js';
export { coverImageOf } from './blog-view.js';
/** its tables as the trash lists, restores and deletes them for good */
export { postCommentTrash, postTrash } from './blog-trash-repository.js';
/** a post's Markdown as stored HTML (the export writes it), and the rules' version */
export { RENDER_VERSION, renderMarkdown } from './blog-markdown.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onBlogAccountDeleted } from './blog-account-deletion.js';
export { blogPageMeta } from './blog-page-meta.js';
