import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, pushContract } from '@doita/shared';
import { isApiError } from '@/lib/api-error';
import { registerServiceWorker } from '@/lib/service-worker';
import { forgetSubscription, getPushPublicKey, saveSubscription } from '../api/push-subscription';
import { queryKeyOf } from '@/lib/query-key';

/** This browser's push state. */
export type PushState = 'checking' | 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

const SW_READY_TIMEOUT_MS = 10_000;

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as PushManager wants it (base64url to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), SW_READY_TIMEOUT_MS),
  );
  // asked for in the first seconds of a first visit, the worker may not be registered yet
  void registerServiceWorker();
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Tells the server about this browser's subscription. One the server keeps for another
 * account (this browser was signed in as someone else, who never turned push off) cannot
 * be taken over (409): this browser drops it and subscribes afresh, with a new endpoint.
 */
async function register(reg: ServiceWorkerRegistration, key: string): Promise<void> {
  const subscribe = () =>
    reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  const subscription = (await reg.pushManager.getSubscription()) ?? (await subscribe());
  try {
    await saveSubscription(subscription.toJSON());
  } catch (error) {
    if (!isApiError(error) || error.code !== ERROR_CODES.pushEndpointTaken) throw error;
    await subscription.unsubscribe();
    await saveSubscription((await subscribe()).toJSON());
  }
}

/**
 * Web Push on this browser: ask permission, subscribe with the server's VAPID key, and
 * tell the server (POST /push/subscriptions); or undo both. The list of devices that get
 * notifications is refreshed either way.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const refreshDevices = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeyOf(pushContract.list) }),
    [queryClient],
  );
  const [state, setState] = useState<PushState>(() =>
    !supported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'checking',
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported() || Notification.permission === 'denied') return;
    let live = true;
    void navigator.serviceWorker
      .getRegistration()
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => live && setState(sub ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const enable = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return false;
      }
      const key = await getPushPublicKey();
      if (!key) {
        setState('unavailable');
        return false;
      }
      const reg = await registration();
      if (!reg) {
        setState('unsupported');
        return false;
      }
      await register(reg, key);
      setState('on');
      return true;
    } finally {
      setBusy(false);
      void refreshDevices();
    }
  }, [refreshDevices]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const reg = await navigator.serviceWorker.getRegistration();
      const subscription = await reg?.pushManager.getSubscription();
      if (subscription) {
        await forgetSubscription(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
      void refreshDevices();
    }
  }, [refreshDevices]);

  return { state, busy, enable, disable };
}

export type PushDevice = ReturnType<typeof usePushDevice>;
