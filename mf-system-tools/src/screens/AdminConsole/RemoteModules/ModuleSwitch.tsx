import { moduleName } from '@portal/shared-ui';
import { useId } from 'react';
import { MODULE_TEXTS } from './module-texts';
import type { RemoteModule } from './remote-modules-api';
import type { useModuleWrite } from './use-module-write';

/** 'Activar' / 'Desactivar': a switch whose effect is said beside it; switching off is asked first. */
export function ModuleSwitch({ module, write }: { module: RemoteModule; write: ReturnType<typeof useModuleWrite> }) {
  const id = useId();
  const name = moduleName(module.name);
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
        <input type="checkbox" role="switch" aria-checked={module.enabled} checked={module.enabled} aria-describedby={`${id}-effect`} disabled={write.busy} onChange={toggle} />{' '}
        {MODULE_TEXTS.ACTIVE}
      </label>
      <p id={`${id}-effect`} className="muted">
        {module.enabled ? MODULE_TEXTS.ON_EFFECT : MODULE_TEXTS.OFF_EFFECT}
      </p>
    </div>
  );
}
