import { AUTO_TASK_MESSAGES, AUTO_TASK_TAG_TYPES, isEmail, type Tag, type Team } from '@portal/shared-api';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { tagsOfType } from '../../components/tags-of-type';
import { AutomationRequester } from './AutomationRequester';
import { AutomationUsers } from './AutomationUsers';
import { DUE_OPTIONS, TAG_SELECT_LABELS } from './automation-labels';
import { CadenceFields } from './CadenceFields';
import { isDraftValid, useAutomationDraft } from './use-automation-draft';

/** 'Crear tarea automatizada para {team}': sent only when valid; the action checks again with the API's rule. */
export function AutomationForm({ team, tags }: { team: Team; tags: Tag[] }) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const controls = useAutomationDraft();
  const { draft, change } = controls;
  const [touched, setTouched] = useState({ name: false, email: false });
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    controls.reset();
    setTouched({ name: false, email: false });
  }, [fetcher.state, fetcher.data, controls.reset]);

  const nameError = touched.name && draft.name.trim() === '' ? AUTO_TASK_MESSAGES.NAME_EMPTY : null;
  const emailError = touched.email && !isEmail(draft.email.trim()) ? AUTO_TASK_MESSAGES.EMAIL_EMPTY : null;
  return (
    <fetcher.Form method="post" noValidate className="card system-panel" aria-labelledby="automation-form-title">
      <h2 id="automation-form-title">Crear tarea automatizada para {team.name}</h2>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="team" value={team.id} />
      <label>
        Nombre de la tarea{' '}
        <input className="input" name="name" value={draft.name} onChange={(event) => change({ name: event.target.value })} onBlur={() => setTouched({ ...touched, name: true })} />
      </label>
      {nameError && <p className="form-error">{nameError}</p>}
      <label>
        Correo de avisos{' '}
        <input className="input" name="email" type="email" value={draft.email} onChange={(event) => change({ email: event.target.value })} onBlur={() => setTouched({ ...touched, email: true })} />
      </label>
      {emailError && <p className="form-error">{emailError}</p>}
      <AutomationRequester team={team} controls={controls} />
      <AutomationUsers team={team} controls={controls} />
      <CadenceFields controls={controls} />
      <label>
        Plazo{' '}
        <select className="input" name="due" value={draft.due} onChange={(event) => change({ due: event.target.value === '' ? '' : Number(event.target.value) })}>
          <option value="">Seleccione un plazo</option>
          {DUE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="tag-columns">
        <legend>Etiquetas</legend>
        {AUTO_TASK_TAG_TYPES.map((type, index) => (
          <label key={type}>
            {TAG_SELECT_LABELS[index]}{' '}
            <select className="input" name="tags" value={draft.tags[index]} onChange={(event) => controls.chooseTag(index, Number(event.target.value))}>
              {tagsOfType(tags, type).map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy || !isDraftValid(draft)}>
        Crear Automatización
      </button>
    </fetcher.Form>
  );
}
