import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { activateLocale, storedLocale } from './i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The catalog loads before the first paint, so nobody sees the source language flash by.
void activateLocale(storedLocale()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
  registerServiceWorker();
});
