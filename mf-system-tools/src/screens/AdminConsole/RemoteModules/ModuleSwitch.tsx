import { moduleName } from '@portal/shared-ui';
import { useId } from 'react';
import { MODULE_TEXTS } from './module-texts';
import type { ListedModule } from './remote-modules.data';
import type { useModuleWrite } from './use-module-write';

/**
 * 'Activar' / 'Desactivar': a switch whose effect is said beside it; switching off is asked first. A remote the
 * environment's file switches off shows off, and says so instead of offering a switch that would change nothing.
 */
export function ModuleSwitch({ module, write }: { module: ListedModule; write: ReturnType<typeof useModuleWrite> }) {
  const id = useId();
  const name = moduleName(module.name);
  const offInFile = module.inEnvironment === 'off';
  const enabled = module.enabled && !offInFile;
  const toggle = () => {
    if (!module.enabled) return write.send('switch', { enabled: true });
    write.ask(
      'switch',
      { enabled: false },
      { title: MODULE_TEXTS.DISABLE_TITLE(name), message: MODULE_TEXTS.DISABLE_QUESTION(name), confirmLabel: MODULE_TEXTS.DISABLE },
    );
  };
  return (
    <div className="module-switch">
      <label>
        <input type="checkbox" role="switch" aria-checked={enabled} checked={enabled} aria-describedby={`${id}-effect`} disabled={write.busy || offInFile} onChange={toggle} />{' '}
        {MODULE_TEXTS.ACTIVE}
      </label>
      <p id={`${id}-effect`} className="muted">
        {offInFile ? MODULE_TEXTS.OFF_IN_FILE : enabled ? MODULE_TEXTS.ON_EFFECT : MODULE_TEXTS.OFF_EFFECT}
      </p>
    </div>
  );
}
