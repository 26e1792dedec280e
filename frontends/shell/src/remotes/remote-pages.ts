import type { ComponentType } from 'react';

/**
 * The remote modules the shell shows as pages, typed by the remotes' own builds (each remote's dts plugin writes
 * dist/@mf-types; frontends/tsconfig.json's `paths` points there): a remote that renames one, or makes it need a prop
 * the shell does not pass, fails the shell's type check instead of the page.
 */
interface RemotePageModules {
  'store/HomePage': typeof import('store/HomePage');
  'store/StoreApp': typeof import('store/StoreApp');
  'store/LandingPage': typeof import('store/LandingPage');
  'account/AccountApp': typeof import('account/AccountApp');
  'admin/AdminApp': typeof import('admin/AdminApp');
  'restaurant/RestaurantApp': typeof import('restaurant/RestaurantApp');
}

/** The pages a route may show: those whose module renders with no props. */
type RenderableId = {
  [Id in keyof RemotePageModules]: RemotePageModules[Id] extends { default: ComponentType } ? Id : never;
}[keyof RemotePageModules];

/** A route's page, as `routes.tsx` names it: the remote and its exposed module. */
export type RemotePage = {
  [Id in RenderableId]: Id extends `${infer Remote}/${infer Module}` ? { remote: Remote; module: Module } : never;
}[RenderableId];
