// Mantine's base; each component's stylesheet comes with the component (frontends/mantine-styles.loader.cjs).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './shell.css';
import { StrictMode, startTransition } from 'react';

/** Resolves in a later task: the browser paints and answers input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules are all in the page once its chunks have run; evaluating them is the start-up's biggest piece of
 * main thread (React DOM, Mantine's components, the texts, the shell's own). Done in one go it holds a phone's main
 * thread for half a second, so it is done in stages, each in a task of its own (`eager` imports: the same chunks,
 * evaluated when asked for). The session and the URL's page are asked for as soon as their code is there.
 */
async function start() {
  // Out of the task that ran webpack's runtime and this module's own imports.
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ holdEvents, initI18n }, { shellTranslations }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@mb/ui'),
    import(/* webpackMode: "eager" */ './i18n/index.js'),
  ]);
  // What start-up says before the overlays listen (a session found expired) waits for them: see `App`'s start mark.
  holdEvents();
  initI18n(shellTranslations, 'shell');
  await nextTask();
  const [{ queryClient }, { prepareFirstRender }] = await Promise.all([
    import(/* webpackMode: "eager" */ './query-client.js'),
    import(/* webpackMode: "eager" */ './first-render.js'),
  ]);
  const ready = prepareFirstRender(queryClient, window.location.pathname);
  await nextTask();
  await import(/* webpackMode: "eager" */ './layout/header.js');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app.js');
  await ready;

  // As a transition, React renders the app in slices of a few milliseconds and lets the browser paint and handle
  // input between them, instead of holding a phone's main thread for the whole first render (the page's content is
  // already on screen: the gateway writes it into the first HTML). It commits after the page's load event: see
  // `App`'s start mark.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
