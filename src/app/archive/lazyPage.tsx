import { lazy, type ComponentType } from 'react';

type Page = () => React.JSX.Element;

/** A module's archive page as its own chunk, loaded when its archive is first shown (ModuleArchive.page). */
export function lazyPage<K extends string>(load: () => Promise<Record<K, Page>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: Page }> => ({ default: (await load())[name] }));
}
