import { startWidgetRead, watchSettlement, type WidgetRead } from '@portal/shared-api';
import { type ComponentType, useState } from 'react';
import type { AccessRuleName } from '../access';
import { type CardQuery, prefetchCard } from '../cards';
import type { RemoteWidget } from '../remote-contract';
import { Loader } from '../widgets/Loader/Loader';
import { useSettled } from './use-settled';

/** What a widget folder's `index.ts` exports: its `Component`. */
export type WidgetModule = { Component: ComponentType };

/** One widget of a remote, written once: `remotes.json` repeats its id, title and access rule. */
export type RemoteWidgetDefinition = {
  /** The id after the federation name: `mf_<name>.<widget>`. */
  widget: string;
  title: string;
  access: AccessRuleName;
  /** The widget folder, imported on first show: `() => import('./widgets/<Widget>')`, named into the remote's `home-cards` chunk. */
  load: () => Promise<WidgetModule>;
  /**
   * The read its widget passes to `useWidgetData` (from the folder's `<widget>.data.ts`): the shell starts it
   * together with the folder's code, so the card's data does not wait for its code to arrive and render.
   */
  read?: WidgetRead;
  /**
   * Its data (`cardQuery` in the folder's `<widget>.data.ts`), which the card reads with `useCardQuery`: the shell
   * prefetches it together with the folder's code, so the card's data does not wait for its code to arrive and render.
   */
  query?: CardQuery<unknown>;
};

/**
 * A component that imports its folder on first render, showing the loader meanwhile without suspending (see
 * `useSettled`). Unlike `React.lazy`, a failed import is forgotten, so the card's 'Reintentar' imports it again.
 */
function retryableLazy(load: () => Promise<WidgetModule>, read: WidgetRead | undefined, query: CardQuery<unknown> | undefined): RemoteWidget['Component'] {
  let loading: Promise<ComponentType> | null = null;
  const loadOnce = () =>
    (loading ??= watchSettlement(
      load().then(
        (module) => module.Component,
        (error: unknown) => {
          loading = null;
          throw error;
        },
      ),
    ));
  function LazyWidget() {
    // Held for this mount: a failure stays on the card until 'Reintentar' mounts it again, which imports anew.
    const [loading] = useState(loadOnce);
    const Component = useSettled(loading);
    return Component ? <Component /> : <Loader />;
  }
  LazyWidget.preload = () => {
    if (read) startWidgetRead(read);
    if (query) void prefetchCard(query);
    return loadOnce().then(() => undefined);
  };
  return LazyWidget;
}

/** A remote's `./widgets`: `mf_<name>.<widget>` ids, each widget's folder loaded when a card first shows it. */
export function defineRemoteWidgets(federationName: string, definitions: RemoteWidgetDefinition[]): RemoteWidget[] {
  return definitions.map(({ widget, title, access, load, read, query }) => {
    const id = `${federationName}.${widget}`;
    // The card reads its query by the same key the shell prefetched: one written for another card would be a miss.
    if (query && query.queryKey[1] !== id) throw new Error(`The query of ${id} is declared for ${query.queryKey[1]}.`);
    return { id, title, access, Component: retryableLazy(load, read, query) };
  });
}
