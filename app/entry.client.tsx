import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadErrorPage } from './features/shell/api.ts';
import { messagesReady } from './i18n/messages.ts';
import { reloadForNewBuild } from './lib/chunk-reload.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { takeAppStyleFromPage } from './ui/app-style.tsx';

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewBuild()) event.preventDefault();
});

if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();

takeAppStyleFromPage();

// The page's messages first (the route modules have already asked for them), and the error page
// when the server drew one (with its own messages): hydration then never waits.
const errorPage = document.querySelector('[data-error-page]') ? preloadErrorPage() : null;
void Promise.resolve(errorPage)
  .then(messagesReady)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
