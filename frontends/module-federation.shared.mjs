// One shared-singletons config for the shell and every remote: one copy of React, the design system,
// i18n, TanStack Query and the router in the page, whichever app loads first (they hold context or
// state that must be one). Each names the version it requires: an app built against another one gets the page's copy
// and the federation runtime reports the conflict in the console, instead of a second copy loading silently. Mantine is deliberately not shared: see frontends/ui/src/mantine-root.tsx.
import { readFileSync } from 'node:fs';

// Every web app declares the same ranges; the shell's package.json is the reference.
const ranges = JSON.parse(readFileSync(new URL('./shell/package.json', import.meta.url), 'utf8')).dependencies;
const singleton = (name) => ({ singleton: true, requiredVersion: ranges[name] });
// The design system is a workspace package (`"@mb/ui": "*"` everywhere): its own version is the one required.
const uiVersion = JSON.parse(readFileSync(new URL('./ui/package.json', import.meta.url), 'utf8')).version;

export const shared = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  wouter: singleton('wouter'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  '@mb/ui': { singleton: true, requiredVersion: `^${uiVersion}`, version: uiVersion },
};

/** The global a remote's remoteEntry.js defines (its container), named in its mf-manifest.json. */
export const remoteGlobal = (name) => `mbRemote_${name}`;
