import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

// The stored language's texts load before the first render, so no screen flashes untranslated.
initI18n()
  .then(() => {
    render();
    preloadFallbackLocale();
  })
  .catch((error: unknown) => {
    console.error(error);
    // The language chunk failed to load (a new deployment?): reload once, else start anyway.
    if (!reloadOnceForChunkError()) render();
  });
