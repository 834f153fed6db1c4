import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Paint the server-rendered page (and its LCP image) first, then hydrate: on a slow phone the
// hydration task would otherwise hold the first paint back by hundreds of milliseconds.
requestAnimationFrame(() => setTimeout(hydrate, 0));
