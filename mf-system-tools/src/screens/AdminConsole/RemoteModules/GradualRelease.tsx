import { moduleName } from '@portal/shared-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { MODULE_TEXTS } from './module-texts';
import type { RemoteModule } from './remote-modules-api';
import type { useModuleWrite } from './use-module-write';

type GradualReleaseProps = { module: RemoteModule; write: ReturnType<typeof useModuleWrite> };

/** The releases a gradual release may hand out: any but the live one, newest first. */
const candidatesOf = (module: RemoteModule) => module.releases.filter((release) => release.id !== module.live?.id).sort((a, b) => b.id - a.id);

/**
 * 'Publicación gradual': a share of people (0–100 %) gets a release other than the live one. 100 puts it in service
 * for everyone, 0 withdraws it ('Retirar', asked first). What the admin chose stays after a refused change; it follows
 * the server only while untouched, so someone else's change shows without overwriting a choice in progress.
 */
export function GradualRelease({ module, write }: GradualReleaseProps) {
  const id = useId();
  const name = moduleName(module.name);
  const choices = candidatesOf(module);
  const [draft, setDraft] = useState<{ version: string; share: number } | null>(null);
  const current = { version: module.candidate?.version ?? choices[0]?.version ?? '', share: module.candidate ? module.share : 0 };
  const shown = draft ?? current;
  const succeeded = write.result?.ok === true;
  useEffect(() => {
    if (succeeded) setDraft(null);
  }, [succeeded, write.result]);

  if (module.live === null || choices.length === 0) {
    return (
      <fieldset className="gradual-release">
        <legend>{MODULE_TEXTS.GRADUAL}</legend>
        <p className="muted">{module.live === null ? MODULE_TEXTS.GRADUAL_NEEDS_LIVE : MODULE_TEXTS.NOTHING_TO_SHARE}</p>
      </fieldset>
    );
  }

  const withdraw = () =>
    module.candidate &&
    write.ask('rollback', {}, { title: MODULE_TEXTS.WITHDRAW_TITLE, message: MODULE_TEXTS.WITHDRAW_QUESTION(name, module.candidate.version), confirmLabel: MODULE_TEXTS.WITHDRAW });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (shown.share === 0) withdraw();
    else write.send('promote', { version: shown.version, share: shown.share });
  };
  const unchanged = shown.version === current.version && shown.share === current.share;

  return (
    <form className="gradual-release" onSubmit={apply}>
      <fieldset>
        <legend id={`${id}-legend`}>{MODULE_TEXTS.GRADUAL}</legend>
        {module.candidate && <p>{MODULE_TEXTS.GRADUAL_NOW(module.candidate.version, module.share)}</p>}
        <div className="gradual-controls">
          <label className="field">
            <span>{MODULE_TEXTS.GRADUAL_VERSION}</span>
            <select
              className="input"
              value={shown.version}
              disabled={module.candidate !== null}
              onChange={(event) => setDraft({ ...shown, version: event.target.value })}
            >
              {choices.map((release) => (
                <option key={release.id} value={release.version}>
                  {release.version}
                </option>
              ))}
            </select>
          </label>
          <span className="gradual-share">
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={shown.share}
              aria-labelledby={`${id}-legend`}
              aria-valuetext={`${shown.share} %`}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setDraft({ ...shown, share: Number(event.target.value) })}
            />
          </span>
          <output className="gradual-value" aria-hidden="true">
            {shown.share} %
          </output>
          <button type="submit" className="btn btn-primary" disabled={write.busy || unchanged || (shown.share === 0 && !module.candidate)}>
            {MODULE_TEXTS.GRADUAL_APPLY}
          </button>
          {module.candidate && (
            <button type="button" className="btn btn-danger" disabled={write.busy} onClick={withdraw}>
              {MODULE_TEXTS.WITHDRAW}
            </button>
          )}
        </div>
        <p id={`${id}-hint`} className="muted">
          {MODULE_TEXTS.GRADUAL_HINT}
        </p>
      </fieldset>
    </form>
  );
}
