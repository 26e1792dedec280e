// One shared-singletons config for the shell and every remote: one copy of React, the design system,
// i18n, Mantine, TanStack Query and the router in the page, whichever app loads first.
import { readFileSync } from 'node:fs';

// Every web app declares the same ranges; the shell's package.json is the reference.
const ranges = JSON.parse(readFileSync(new URL('./shell/package.json', import.meta.url), 'utf8')).dependencies;
const singleton = (name) => ({ singleton: true, requiredVersion: ranges[name] });

export const shared = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': singleton('react-router'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  '@mantine/core': singleton('@mantine/core'),
  '@mantine/hooks': singleton('@mantine/hooks'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  '@mb/ui': { singleton: true, requiredVersion: false },
};
