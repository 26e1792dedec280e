import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme.js';

// Mantine is not a Module Federation shared module: shared modules cannot be tree-shaken, and sharing it
// would put all of Mantine (about 170 KB gzipped) on every first visit. Each app bundles the components
// it uses, and this entry (`@mb/ui/mantine`, bundled per app, not shared) gives them the same theme.
// The shell's provider already wrote the CSS variables and global classes.
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}

/** Wraps a page a remote exposes, so its Mantine components find their provider. */
export function withMantine<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <MantineRoot>
      <Page {...props} />
    </MantineRoot>
  );
  Wrapped.displayName = `withMantine(${Page.displayName ?? Page.name})`;
  return Wrapped;
}
