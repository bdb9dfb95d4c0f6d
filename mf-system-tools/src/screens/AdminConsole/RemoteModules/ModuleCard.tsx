import { moduleName } from '@portal/shared-ui';
import { useId } from 'react';
import { DeployToken } from './DeployToken';
import { GradualRelease } from './GradualRelease';
import { ModuleHistory } from './ModuleHistory';
import { ModuleSwitch } from './ModuleSwitch';
import { MODULE_TEXTS } from './module-texts';
import type { ListedModule } from './remote-modules.data';
import { ReleaseFacts } from './ReleaseFacts';
import { ReleaseList } from './ReleaseList';
import { useModuleWrite } from './use-module-write';

/**
 * One remote: switch, live release, gradual release, releases, history and its deploy tokens. A remote with no
 * release yet (served from the environment's file) shows its switch, its history and the way to a first publish only.
 */
export function ModuleCard({ module, publishers }: { module: ListedModule; publishers: Record<string, string> }) {
  const id = useId();
  const write = useModuleWrite(module);
  const name = moduleName(module.name);
  const { live } = module;
  const hasOlder = live !== null && module.releases.some((release) => release.id < live.id);
  const released = module.releases.length > 0;
  return (
    <article className="module-card" aria-labelledby={`${id}-name`} aria-busy={write.busy}>
      <header className="module-card-header">
        <h3 id={`${id}-name`}>
          {name} {name !== module.name && <code className="muted">{module.name}</code>}
        </h3>
        <ModuleSwitch module={module} write={write} />
      </header>
      {module.inEnvironment === 'absent' && <p className="module-note muted">{MODULE_TEXTS.NOT_IN_FILE}</p>}
      <div className="module-live">
        <h4>{MODULE_TEXTS.LIVE}</h4>
        {live ? (
          <p>
            <strong className="module-live-version">{live.version}</strong> <ReleaseFacts release={live} publishers={publishers} />
          </p>
        ) : (
          <p className="muted">{released ? MODULE_TEXTS.NOTHING_LIVE : MODULE_TEXTS.NO_RELEASES}</p>
        )}
        {hasOlder && module.candidate === null && (
          <button
            type="button"
            className="btn"
            disabled={write.busy}
            onClick={() => write.ask('rollback', {}, { title: MODULE_TEXTS.ROLL_BACK, message: MODULE_TEXTS.ROLL_BACK_QUESTION(name), confirmLabel: MODULE_TEXTS.ROLL_BACK })}
          >
            {MODULE_TEXTS.ROLL_BACK}
          </button>
        )}
      </div>
      {released && (
        <>
          <GradualRelease module={module} write={write} />
          <h4>{MODULE_TEXTS.RELEASES}</h4>
          <ReleaseList module={module} publishers={publishers} write={write} />
        </>
      )}
      <ModuleHistory history={module.history} labelId={`${id}-history`} />
      <DeployToken module={module} />
      {write.modal}
    </article>
  );
}
