import type { ComponentType } from 'react';
import type { IslandName } from './registry.ts';

export interface IslandProps<P extends object> {
  /** Its name in the registry, where the browser finds its code. */
  name: IslandName;
  /** The same component the registry loads for `name` (registry.test.ts holds them together). */
  component: ComponentType<P>;
  /** Everything it draws from: plain JSON, written into the page for the browser. */
  props: P;
}

/**
 * A part of a server-drawn page that needs script. The page is drawn whole on the server; where
 * the app does not run (public pages seen by a visitor without a session: docs/decisions/041), the
 * browser hydrates only these, each with its props, as a root of its own. Where the app runs, it is
 * an ordinary part of the app's page. The wrapper takes no room of its own (`display: contents`).
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
