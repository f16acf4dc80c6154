import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n';
import { ToastProvider } from '../ui';
import type { createAppRouter } from './router';

/** Language, toasts (above the router, so a message survives the navigation it caused), routes. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nProvider>
  );
}
