import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeysContract, type Passkey } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { startSession } from '@/lib/session';
import { authAnswerOf, type AuthAnswer } from './parse-auth-response';

/** Whether this browser can use passkeys at all (WebAuthn); older ones cannot. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

// The WebAuthn helpers load with the first ceremony, not with the sign-in page.
const webauthn = () => import('@simplewebauthn/browser');

/** GET /auth/passkeys: my passkeys, newest first. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(passkeysContract.list),
    queryFn: async ({ signal }) => (await call(passkeysContract.list, {}, { signal })).passkeys,
    // The panel shows its own error state.
    meta: { errorToast: false },
  });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(passkeysContract.list) });
}

/** a passkey to add: its name (none: the browser's and system's) and the account's password */
export interface NewPasskey {
  name: string | undefined;
  password: string;
}

/**
 * Adding a passkey: the server's options (given the password), the browser's prompt (the device's lock, a phone,
 * a security key), then the answer, under the name given (or the browser's and system's).
 */
export async function addPasskey({ name, password }: NewPasskey): Promise<Passkey> {
  const optionsJSON = await call(passkeysContract.registerOptions, { body: { password } });
  const { startRegistration } = await webauthn();
  const response = await startRegistration({ optionsJSON });
  const body = { response, ...(name ? { name } : {}) };
  return (await call(passkeysContract.register, { body })).passkey;
}

export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (passkey: NewPasskey) => addPasskey(passkey),
    meta: { errorToast: false },
    onSettled: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      call(passkeysContract.rename, { params: { id }, body: { name } }),
    meta: { errorToast: false },
    onSettled: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (id: string) => call(passkeysContract.remove, { params: { id } }),
    meta: { errorToast: false },
    onSettled: refresh,
  });
}

/**
 * Signing in with a passkey, no e-mail typed: the browser offers the passkeys it holds for
 * this site and the person picks one; the answer is a password sign-in's.
 */
export async function signInWithPasskey(rememberMe: boolean): Promise<AuthAnswer> {
  const noRefresh = { auth: false, refreshOnUnauthorized: false } as const;
  const optionsJSON = await call(passkeysContract.loginOptions, {}, noRefresh);
  const { startAuthentication } = await webauthn();
  const response = await startAuthentication({ optionsJSON });
  return authAnswerOf(call(passkeysContract.login, { body: { response, rememberMe } }, noRefresh));
}

export function usePasskeySignIn() {
  return useMutation({
    mutationFn: (rememberMe: boolean) => signInWithPasskey(rememberMe),
    meta: { errorToast: false },
    onSuccess: (answer, rememberMe) => startSession({ ...answer, remember: rememberMe }),
  });
}

/** What went wrong in a passkey ceremony, as the screens say it. */
export type PasskeyProblem =
  'cancelled' | 'unsupported' | 'notRecognised' | 'alreadyAdded' | 'limit' | 'failed';

// DOMExceptions are not always Errors (jsdom's, some older engines'): read the fields
function nameOf(error: unknown): string {
  return error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
}

function codeOf(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
}

export function passkeyProblemOf(error: unknown): PasskeyProblem {
  const code = codeOf(error);
  const name = nameOf(error);
  // Browsers answer "cancelled", "timed out" and "no passkey for this site" alike, on
  // purpose (a site must not learn which passkeys a device holds).
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'cancelled';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'alreadyAdded';
  if (name === 'NotSupportedError' || (code === '' && name === 'Error' && !passkeysSupported()))
    return 'unsupported';
  if (code === 'PASSKEY_NOT_ACCEPTED') return 'notRecognised';
  if (code === 'PASSKEY_LIMIT') return 'limit';
  return 'failed';
}
