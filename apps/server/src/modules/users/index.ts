/** The users module's public entry: what other modules may use. */
export type {
  Caller,
  Recipient,
  SettingsPatch,
  SignedInUser,
  TokenHolder,
  UserLinks,
  UserWithCouple,
  UsersRepository,
} from './users-repository.js';
export type { UsersService } from './users-service.js';
export { signedInParams, signedInUserQuery } from './users-repository.js';
