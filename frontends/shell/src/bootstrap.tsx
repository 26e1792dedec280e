// Mantine's base; each component's stylesheet comes with the component (frontends/mantine-styles.loader.cjs).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
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
