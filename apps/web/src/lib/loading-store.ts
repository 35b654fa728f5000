import { createStore, useStore } from './create-store';
import { closeAllModals } from './modal-store';

export interface LoadingState {
  active: boolean;
  message?: string;
}

const idle: LoadingState = { active: false };
const loadingStore = createStore<LoadingState>(idle);

/** Shows the full-screen loading overlay, with an optional message. */
export function showLoading(message?: string): void {
  loadingStore.set({ active: true, message });
}

export function hideLoading(): void {
  loadingStore.set(idle);
}

export function useLoading(): LoadingState {
  return useStore(loadingStore);
}

/** Reset (when the session ends) closes every modal and clears loading. */
export function resetUi(): void {
  closeAllModals();
  hideLoading();
}
