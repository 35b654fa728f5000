import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useLeaveDevice } from '@/lib/leave-device';
import { toast } from '@/lib/toast-store';
import { logout } from '../api/logout';

/**
 * Sign out calls logout, shows 'Logged out successfully' and goes to /login; on failure the
 * toast is 'Logout failed'. The session is cleared either way: a device signed out stays so.
 */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const leaveDevice = useLeaveDevice();
  const mutation = useMutation({
    mutationFn: logout,
    meta: { errorToast: false },
    onSuccess: () => {
      toast.success(t('logout.success'), t('logout.successMessage'));
    },
    onError: (error) => {
      // A 401 means the session was already gone: the user is signed out all the same.
      if (isApiError(error) && error.status === 401)
        toast.success(t('logout.success'), t('logout.successMessage'));
      else toast.error(t('logout.failed'), t('logout.failedMessage'));
    },
    onSettled: leaveDevice,
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
