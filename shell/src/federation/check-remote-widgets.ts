import type { RemoteWidget } from '@portal/shared-ui';
import type { RemoteConfig } from './remotes-config';

export type RemoteWidgetsResult = { ok: true; widgets: RemoteWidget[] } | { ok: false; reason: string };

/**
 * The shell's widget contract: the remote's `./widgets` offers every widget the
 * remotes file gives it, with the same title and access rule and a component.
 * Answers them in the file's order (the order the home shows).
 */
export function checkRemoteWidgets(remote: RemoteConfig, module: Record<string, unknown>): RemoteWidgetsResult {
  if (!Array.isArray(module.widgets)) return { ok: false, reason: 'El módulo no exporta sus widgets.' };
  const exported = module.widgets as RemoteWidget[];
  const widgets: RemoteWidget[] = [];
  for (const configured of remote.widgets ?? []) {
    const widget = exported.find((candidate) => candidate.id === configured.id);
    if (!widget) return { ok: false, reason: `El módulo no ofrece el widget ${configured.id}.` };
    if (widget.access !== configured.access || widget.title !== configured.title) {
      return { ok: false, reason: `El widget ${configured.id} no coincide con la configuración.` };
    }
    if (typeof widget.Component !== 'function') return { ok: false, reason: `El widget ${configured.id} no tiene componente.` };
    widgets.push(widget);
  }
  return { ok: true, widgets };
}
