import type { SessionUser } from '@portal/shared-api';
import { accessRules, isAccessRuleName, type RemoteWidget } from '@portal/shared-ui';
import type { RemoteConfig } from '../../federation/remotes-config';

/** A card of the home: the shell's own widget, or one a remote offers (loaded only when the card shows). */
export type HomeWidget = { id: string; title: string } & ({ widget: RemoteWidget } | { remote: RemoteConfig });

const allowed = (access: string, user: SessionUser | null) => isAccessRuleName(access) && accessRules[access](user);

/**
 * The cards a day starts with, first among those the person sees: the portal's state for an administrator, what waits
 * for a manager's decision, then (for everyone who works on tasks) their own clock in 'Hoy'.
 */
const LEADING_CARDS = ['shell.portal-state', 'mf_approvals.pending-decisions', 'mf_approvals.requested-tasks'];

const leadRank = (card: HomeWidget) => {
  const rank = LEADING_CARDS.indexOf(card.id);
  return rank === -1 ? LEADING_CARDS.length : rank;
};

/**
 * The cards the user may see, in a stable order: the leading cards, then the shell's, then each remote's in the
 * remotes file's order. A switched-off remote keeps its cards (they say the module is not available), so the grid
 * does not jump.
 */
export function homeWidgetsFor(user: SessionUser | null, shellWidgets: RemoteWidget[], remotes: RemoteConfig[]): HomeWidget[] {
  const own = shellWidgets.filter((widget) => allowed(widget.access, user)).map((widget) => ({ id: widget.id, title: widget.title, widget }));
  const offered = remotes.flatMap((remote) =>
    (remote.widgets ?? []).filter((widget) => allowed(widget.access, user)).map((widget) => ({ id: widget.id, title: widget.title, remote })),
  );
  return [...own, ...offered].sort((a, b) => leadRank(a) - leadRank(b));
}

/**
 * Starts fetching the cards' code (the shell's, and each remote's `./widgets` then its cards) while the home is
 * still being rendered, so the chain manifest, entry, widgets, card code does not wait on React.
 */
export function prefetchHomeWidgets(home: HomeWidget[], remoteWidgets: (remote: RemoteConfig) => Promise<{ ok: boolean; widgets?: RemoteWidget[] }>): void {
  const wanted = new Set(home.map((card) => card.id));
  const preload = (widgets: RemoteWidget[]) => {
    for (const widget of widgets) if (wanted.has(widget.id)) widget.Component.preload?.().catch(() => undefined);
  };
  preload(home.flatMap((card) => ('widget' in card ? [card.widget] : [])));
  const remotes = new Set(home.flatMap((card) => ('remote' in card && card.remote.enabled ? [card.remote] : [])));
  for (const remote of remotes) remoteWidgets(remote).then((result) => preload(result.widgets ?? []));
}
