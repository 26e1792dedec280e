// Mantine's base; each component's stylesheet comes with the component (frontends/mantine-styles.loader.cjs).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@mb/ui';
import { App, queryClient } from './app.js';
import { prepareFirstRender } from './first-render.js';
import { shellTranslations } from './i18n/index.js';

initI18n(shellTranslations, 'shell');

// As a transition, React renders the app in slices of a few milliseconds and lets the browser paint and handle input
// between them, instead of holding a phone's main thread for the whole first render (the page's content is already on
// screen: the gateway writes it into the first HTML). It commits after the page's load event: see `App`'s start mark.
const root = createRoot(document.getElementById('root')!);
void prepareFirstRender(queryClient, window.location.pathname).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
