import { moduleName } from '@portal/shared-ui';
import { useId } from 'react';
import { DeployToken } from './DeployToken';
import { GradualRelease } from './GradualRelease';
import { ModuleHistory } from './ModuleHistory';
import { ModuleSwitch } from './ModuleSwitch';
import { MODULE_TEXTS } from './module-texts';
import type { RemoteModule } from './remote-modules-api';
import { ReleaseFacts } from './ReleaseFacts';
import { ReleaseList } from './ReleaseList';
import { useModuleWrite } from './use-module-write';

/** One remote of the registry: switch, live release, gradual release, releases, history and its deploy tokens. */
export function ModuleCard({ module, publishers }: { module: RemoteModule; publishers: Record<string, string> }) {
  const id = useId();
  const write = useModuleWrite(module);
  const name = moduleName(module.name);
  const { live } = module;
  const hasOlder = live !== null && module.releases.some((release) => release.id < live.id);
  return (
    <article className="module-card" aria-labelledby={`${id}-name`} aria-busy={write.busy}>
      <header className="module-card-header">
        <h3 id={`${id}-name`}>
          {name} {name !== module.name && <code className="muted">{module.name}</code>}
        </h3>
        <ModuleSwitch module={module} write={write} />
      </header>
      <div className="module-live">
        <h4>{MODULE_TEXTS.LIVE}</h4>
        {live ? (
          <p>
            <strong className="module-live-version">{live.version}</strong> <ReleaseFacts release={live} publishers={publishers} />
          </p>
        ) : (
          <p className="muted">{MODULE_TEXTS.NOTHING_LIVE}</p>
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
      <GradualRelease module={module} write={write} />
      <h4>{MODULE_TEXTS.RELEASES}</h4>
      <ReleaseList module={module} publishers={publishers} write={write} />
      <ModuleHistory history={module.history} labelId={`${id}-history`} />
      <DeployToken module={module} />
      {write.modal}
    </article>
  );
}
