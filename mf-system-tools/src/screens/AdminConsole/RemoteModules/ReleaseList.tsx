import { moduleName } from '@portal/shared-ui';
import { MODULE_TEXTS } from './module-texts';
import type { RemoteModule } from './remote-modules-api';
import { ReleaseFacts } from './ReleaseFacts';
import type { useModuleWrite } from './use-module-write';

type ReleaseListProps = { module: RemoteModule; publishers: Record<string, string>; write: ReturnType<typeof useModuleWrite> };

/**
 * The module's releases, newest first: the live one and a gradual candidate marked, one published before the live
 * one offered back ('Volver a esta versión', asked first: it is a roll back), a newer one offered for service.
 */
export function ReleaseList({ module, publishers, write }: ReleaseListProps) {
  const name = moduleName(module.name);
  const releases = [...module.releases].sort((a, b) => b.id - a.id);
  return (
    <ul className="release-list" aria-label={`${MODULE_TEXTS.RELEASES} de ${name}`}>
      {releases.map((release) => {
        const live = release.id === module.live?.id;
        const candidate = release.id === module.candidate?.id;
        const older = module.live !== null && release.id < module.live.id;
        return (
          <li key={release.id} aria-label={`Versión ${release.version}`}>
            <div className="release-heading">
              <strong>{release.version}</strong>
              {live && <span className="badge badge-success">{MODULE_TEXTS.LIVE}</span>}
              {candidate && <span className="badge">{MODULE_TEXTS.CANDIDATE(module.share)}</span>}
            </div>
            <ReleaseFacts release={release} publishers={publishers} />
            {!live &&
              !candidate &&
              (older ? (
                <button
                  type="button"
                  className="btn"
                  disabled={write.busy}
                  onClick={() =>
                    write.ask(
                      'promote',
                      { version: release.version, share: 100 },
                      { title: MODULE_TEXTS.BACK_TO_THIS, message: MODULE_TEXTS.BACK_TO_THIS_QUESTION(name, release.version), confirmLabel: MODULE_TEXTS.BACK_TO_THIS },
                    )
                  }
                >
                  {MODULE_TEXTS.BACK_TO_THIS}
                </button>
              ) : (
                <button type="button" className="btn" disabled={write.busy} onClick={() => write.send('promote', { version: release.version, share: 100 })}>
                  {MODULE_TEXTS.PUT_LIVE}
                </button>
              ))}
          </li>
        );
      })}
    </ul>
  );
}
