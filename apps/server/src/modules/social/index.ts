/**
 * Comments shared by the areas that take them (the blog's posts, the memories): one
 * repository over each area's comments table, one set of rules for writing, editing and
 * removing them, one view of a comment. Each area keeps who may see and answer its targets,
 * what it counts and whom it tells.
 */
export { createCommentsRepository } from './comments-repository.js';
export type {
  CommentRow,
  CommentWindow,
  CommentsRepository,
  CommentsTable,
  NewComment,
  Trashed,
} from './comments-repository.js';
export { commentNotFound, createCommentsService } from './comments-service.js';
export type {
  CommentFields,
  CommentsService,
  CommentsServiceDeps,
  Writer,
} from './comments-service.js';
