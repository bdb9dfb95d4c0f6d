import type { SessionUser } from '@portal/shared-api';
import { accessRules, isAccessRuleName, type RemoteCard } from '@portal/shared-ui';
import type { RemoteConfig } from '../../federation/remotes-config';

/** A card of the home: one of the shell's own, or one a remote offers (loaded only when the card shows). */
export type HomeCardEntry = { id: string; title: string } & ({ card: RemoteCard } | { remote: RemoteConfig });

const allowed = (access: string, user: SessionUser | null) => isAccessRuleName(access) && accessRules[access](user);

/**
 * The cards a day starts with, first among those the person sees: the portal's state for an administrator, what waits
 * for a manager's decision, then (for everyone who works on tasks) their own clock in 'Hoy'.
 */
const LEADING_CARDS = ['shell.portal-state', 'mf_approvals.pending-decisions', 'mf_approvals.requested-tasks'];

const leadRank = (card: HomeCardEntry) => {
  const rank = LEADING_CARDS.indexOf(card.id);
  return rank === -1 ? LEADING_CARDS.length : rank;
};

/**
 * The cards the user may see, in a stable order: the leading cards, then the shell's, then each remote's in the
 * remotes file's order. A switched-off remote keeps its cards (they say the module is not available), so the grid
 * does not jump.
 */
export function homeCardsFor(user: SessionUser | null, shellCards: RemoteCard[], remotes: RemoteConfig[]): HomeCardEntry[] {
  const own = shellCards.filter((card) => allowed(card.access, user)).map((card) => ({ id: card.id, title: card.title, card }));
  const offered = remotes.flatMap((remote) =>
    (remote.widgets ?? []).filter((card) => allowed(card.access, user)).map((card) => ({ id: card.id, title: card.title, remote })),
  );
  return [...own, ...offered].sort((a, b) => leadRank(a) - leadRank(b));
}

/**
 * Starts fetching the cards' code (the shell's, and each remote's `./widgets` then its cards) while the home is
 * still being rendered, so the chain manifest, entry, `./widgets`, card code does not wait on React.
 */
export function prefetchHomeCards(home: HomeCardEntry[], remoteCards: (remote: RemoteConfig) => Promise<{ ok: boolean; cards?: RemoteCard[] }>): void {
  const wanted = new Set(home.map((entry) => entry.id));
  const preload = (cards: RemoteCard[]) => {
    for (const card of cards) if (wanted.has(card.id)) card.Component.preload?.().catch(() => undefined);
  };
  preload(home.flatMap((entry) => ('card' in entry ? [entry.card] : [])));
  const remotes = new Set(home.flatMap((entry) => ('remote' in entry && entry.remote.enabled ? [entry.remote] : [])));
  for (const remote of remotes) remoteCards(remote).then((result) => preload(result.cards ?? []));
}
