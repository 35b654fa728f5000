/** The users module's public entry: what other modules may use. */
export type {
  SignedInUser,
  UserLinks,
  UserWithCouple,
  UsersRepository,
} from './users-repository.js';
export type { CoupleSummary, UsersService } from './users-service.js';
export type { AvatarService } from './avatar-service.js';
export * from './users-repository.js';
