import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearFormDrafts } from './form-drafts';
import { resetUi } from './loading-store';
import { clearOfflineData } from './offline';
import { clearSession } from './session';

/**
 * Leaving this device, however one leaves (signing out, deleting the account): nothing of
 * the person stays behind (screens, drafts, the session, cached answers, offline data).
 */
export function useLeaveDevice(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    resetUi();
    // what this person was writing does not stay on a device they left
    clearFormDrafts();
    // Cleared and navigated in the same tick, so the guards see a signed-out user already on /login.
    clearSession();
    await navigate('/login', { replace: true });
    queryClient.clear();
    void clearOfflineData();
  };
}
