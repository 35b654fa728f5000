import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { PASSKEY_NAME_MAX, shownTextOf } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { isApiError } from '@/lib/api-error';
import { authFailureText, isInlineAuthFailure } from './auth-failure';
import { passkeyProblemOf, passkeysSupported, useAddPasskey, usePasskeys } from '../api/passkeys';
import { PasskeyRow } from './passkey-row';

/**
 * The account's passkeys (GET /auth/passkeys), beside the password: add one under a name,
 * confirmed with the password (a passkey is a way in that outlives this session, so the
 * session alone may not make one), then the browser's own prompt does the rest; rename or
 * remove each. Where the browser has no WebAuthn the list still shows, with why nothing can
 * be added here.
 */
export function PasskeysPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('passkeys');
  const { t: tAny } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const supported = passkeysSupported();

  // each refusal brings the focus back to the password, once the form is drawn again
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) passwordInput.current?.focus();
  }, [refusals]);
  const refusePassword = (message: string) => {
    setPasswordError(message);
    setRefusals((count) => count + 1);
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setPasswordError(undefined);
    // as typed, never trimmed: spaces may be part of a password
    if (!password) return refusePassword(t('passwordRequired'));
    // a name that shows nothing (spaces, zero-width characters) is none: the server names it
    // (refusing it would come after the authenticator already made the passkey)
    add.mutate(
      { name: shownTextOf(name) || undefined, password },
      {
        onSuccess: (passkey) => {
          setName('');
          setPassword('');
          toast.success(t('added', { name: passkey.name }));
        },
        onError: (error) => {
          if (isApiError(error) && isInlineAuthFailure(error)) {
            setPassword('');
            return refusePassword(authFailureText(tAny, error));
          }
          setProblem(t(`addProblems.${passkeyProblemOf(error)}`));
        },
      },
    );
  };

  return (
    <section aria-labelledby="passkeys-title" className="flex flex-col gap-4">
      <div>
        <h3 id="passkeys-title" className="font-display text-xl font-semibold">
          {t('title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
      </div>
      {passkeys.isPending ? (
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
          <Skeleton className="h-12" />
        </div>
      ) : passkeys.isError ? (
        <Alert type="error" title={t('loadFailed')}>
          <Button variant="link" onClick={() => void passkeys.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-muted" data-testid="passkeys-empty">
          {t('empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-border"
          aria-label={t('count', { count: passkeys.data.length })}
        >
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={onAdd} noValidate className="flex flex-col gap-3">
          <Field label={t('nameLabel')} hint={t('nameHint')}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={PASSKEY_NAME_MAX}
                placeholder={t('namePlaceholder')}
                onChange={(event) => setName(event.target.value)}
                disabled={add.isPending}
              />
            )}
          </Field>
          <Field label={t('passwordLabel')} hint={t('passwordHint')} error={passwordError} required>
            {(control) => (
              <PasswordInput
                {...control}
                ref={passwordInput}
                name="password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(undefined);
                }}
                autoComplete="current-password"
                readOnly={add.isPending}
              />
            )}
          </Field>
          {problem && (
            <Alert type="error" title={t('addFailed')}>
              {problem}
            </Alert>
          )}
          <Button
            type="submit"
            variant="outline"
            className="self-start"
            icon={<Plus className="size-4" aria-hidden="true" />}
            loading={add.isPending}
            loadingText={t('waiting')}
          >
            {t('add')}
          </Button>
        </form>
      ) : (
        <Alert type="info" title={t('unsupported')} />
      )}
    </section>
  );
}
