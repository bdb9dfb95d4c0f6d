import type { RemoteCard } from '@portal/shared-ui';
import type { RemoteConfig } from './remotes-config';

/**
 * The module a remote exposes its home cards as, and the shell loads: `./widgets`, exporting `widgets`. Both names
 * predate calling them cards; remotes already released expose them, and a rollback to one of those must keep working.
 */
export const HOME_CARDS_EXPOSE = 'widgets';

export type RemoteCardsResult = { ok: true; cards: RemoteCard[] } | { ok: false; reason: string };

/**
 * The shell's card contract: the remote's `./widgets` offers every card the
 * remotes file gives it, with the same title and access rule and a component.
 * Answers them in the file's order (the order the home shows).
 */
export function checkRemoteCards(remote: RemoteConfig, module: Record<string, unknown>): RemoteCardsResult {
  if (!Array.isArray(module.widgets)) return { ok: false, reason: 'El módulo no exporta sus widgets.' };
  const exported = module.widgets as RemoteCard[];
  const cards: RemoteCard[] = [];
  for (const configured of remote.widgets ?? []) {
    const card = exported.find((candidate) => candidate.id === configured.id);
    if (!card) return { ok: false, reason: `El módulo no ofrece el widget ${configured.id}.` };
    if (card.access !== configured.access || card.title !== configured.title) {
      return { ok: false, reason: `El widget ${configured.id} no coincide con la configuración.` };
    }
    if (typeof card.Component !== 'function') return { ok: false, reason: `El widget ${configured.id} no tiene componente.` };
    cards.push(card);
  }
  return { ok: true, cards };
}
