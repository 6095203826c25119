import { lazy, type ComponentType } from 'react';

/**
 * React's `lazy` for a named export: `lazyNamed(() => import('./ColumnPicker'), 'ColumnPicker')` loads the
 * module when the component is first drawn (inside a Suspense).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy<ComponentType<P>>(async () => ({ default: (await load())[name] }));
}
