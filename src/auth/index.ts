// Public surface of authentication, for the HTTP layer and the CLI.

export { createAuthService, type AuthService, type AuthOptions, type AuthenticatedUser, type LoginResult } from './service.ts';
export { bootstrap, assertLedgerReadable, generatePassword } from './bootstrap.ts';
export { UserStore, type UserInfo } from './users.ts';
