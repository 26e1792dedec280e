import '@mantine/core/styles.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@mb/ui';
import { App } from './app.js';
import { shellTranslations } from './i18n/index.js';

initI18n(shellTranslations, 'shell');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
