import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAccountAppearanceOnStart } from '@/app/account-start';
import { App } from '@/app/app';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';
import { initI18n, preloadFallbackLocale } from '@/lib/i18n';
import { syncThemeColor } from '@/lib/theme';
import './index.css';

function render() {
  syncThemeColor();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The account's language (it may have changed on another device), then its texts, load
// before the first render, so no screen flashes in the wrong language or untranslated.
applyAccountAppearanceOnStart()
  .then(() => initI18n())
  .then(() => {
    render();
    preloadFallbackLocale();
  })
  .catch((error: unknown) => {
    console.error(error);
    // The language chunk failed to load (a new deployment?): reload once, else start anyway.
    if (!reloadOnceForChunkError()) render();
  });
