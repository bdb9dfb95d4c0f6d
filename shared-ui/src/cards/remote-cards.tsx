import { portalQueryClient } from '@portal/shared-api/react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { AccessRuleName } from '../access';
import { type CardQuery, prefetchCard } from './card-query';
import type { RemoteCard } from '../remote-contract';
import { Loader } from '../components/Loader/Loader';

/** What a card folder's `index.ts` exports: its `Component`. */
export type CardModule = { Component: ComponentType };

/** One card of a remote, written once: `remotes.json` repeats its id, title and access rule. */
export type RemoteCardDefinition = {
  /** The id after the federation name: `mf_<name>.<card>`. */
  card: string;
  title: string;
  access: AccessRuleName;
  /** The card folder, imported on first show: `() => import('./cards/<Card>')`, named into the remote's `home-cards` chunk. */
  load: () => Promise<CardModule>;
  /**
   * Its data (`cardQuery` in the folder's `<card>.data.ts`), which the card reads with `useCardQuery`: the shell
   * prefetches it together with the folder's code, so the card's data does not wait for its code to arrive and render.
   */
  query?: CardQuery<unknown>;
};

/**
 * A component that imports its folder on first render, through the portal's query cache: the loader shows meanwhile,
 * without suspending (React holds back a Suspense boundary's content for up to 300 ms after any fallback of the page
 * showed, so a card whose code arrived would wait for the others'), and code that arrived before the card mounted
 * shows in its first render. Unlike `React.lazy`, a failed import is forgotten, so the card's 'Reintentar' imports it
 * again.
 */
function lazyCard(id: string, load: () => Promise<CardModule>, query: CardQuery<unknown> | undefined): RemoteCard['Component'] {
  let loading: Promise<ComponentType> | null = null;
  const code = {
    queryKey: ['card-code', id],
    queryFn: () =>
      (loading ??= load().then(
        (module) => module.Component,
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    // Code does not go stale: it is kept until the session ends.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
  function LazyCard() {
    const { data: Component } = useQuery(code, portalQueryClient);
    return Component ? <Component /> : <Loader />;
  }
  LazyCard.preload = async () => {
    if (query) void prefetchCard(query);
    await portalQueryClient.prefetchQuery(code);
  };
  return LazyCard;
}

/** A remote's home cards (the module it exposes as `./widgets`): `mf_<name>.<card>` ids, each card's folder loaded when it first shows. */
export function defineRemoteCards(federationName: string, definitions: RemoteCardDefinition[]): RemoteCard[] {
  return definitions.map(({ card, title, access, load, query }) => {
    const id = `${federationName}.${card}`;
    // The card reads its query by the same key the shell prefetched: one written for another card would be a miss.
    if (query && query.queryKey[1] !== id) throw new Error(`The query of ${id} is declared for ${query.queryKey[1]}.`);
    return { id, title, access, Component: lazyCard(id, load, query) };
  });
}
