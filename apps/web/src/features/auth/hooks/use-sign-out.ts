import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { clearFormDrafts } from '@/lib/form-drafts';
import { resetUi } from '@/lib/loading-store';
import { clearOfflineData } from '@/lib/offline';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { logout } from '../api/logout';

/**
 * Sign out calls logout, shows 'Logged out successfully' and goes to /login; on failure the
 * toast is 'Logout failed'. The session is cleared either way: a device signed out stays so.
 */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    onSettled: async () => {
      resetUi();
      // what this person was writing does not stay on a device they signed out of
      clearFormDrafts();
      // Cleared and navigated in the same tick, so the guards see a signed-out user already on /login.
      clearSession();
      await navigate('/login', { replace: true });
      queryClient.clear();
      void clearOfflineData();
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
