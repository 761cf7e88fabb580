import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { boot, startBackgroundWork } from './app/boot';
import { afterFirstScreen, firstScreenRendered } from './app/first-screen';
import { router } from './app/router';
import { store } from './atoms/store';
import './styles/app.css';

/**
 * Not a top-level await: the first load is one chunk with this module (vite.config.ts), and a chunk
 * the boot imports on the way (the stored member, offline) imports from it; it would wait for this
 * module to finish evaluating, which would wait for the boot.
 */
const stopWatching = router.subscribe('onRendered', () => {
  stopWatching();
  firstScreenRendered();
});

// The route (its code and its loader) is ready before the first render. Loaded while mounting, the
// router would draw the page in one piece: its stores' updates cannot be transitions.
void boot().then(() => router.load().catch(() => {})).then(() => {
  // A transition: React renders the first screen in slices, so the phone's main thread is never held long.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </StrictMode>,
  ));
  // Neither is needed for the first paint: their code loads after it.
  void afterFirstScreen.then(() => {
    void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    startBackgroundWork();
  });
});
