import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { messagesReady } from './i18n/messages.ts';
import { reloadForNewBuild } from './lib/chunk-reload.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewBuild()) event.preventDefault();
});

if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();

// The page's messages first (the route modules have already asked for them): hydration then never waits.
void messagesReady().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
