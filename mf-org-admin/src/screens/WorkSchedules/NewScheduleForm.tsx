import { workSchedulesApi } from '@portal/shared-api';
import { SCHEDULE_MESSAGES } from '@portal/shared-api/rules';
import { type FormEvent, useState } from 'react';
import { useSave } from '../../components/use-save';
import { SCHEDULE_TEXTS } from './schedule-texts';

/** 'Nuevo horario': a name (required) and a description; the new schedule opens once created. */
export function NewScheduleForm({ onCreated }: { onCreated: (id: number) => void }) {
  const save = useSave();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(SCHEDULE_MESSAGES.NAME_EMPTY);
    let createdId: number | null = null;
    const saved = await save(async () => {
      createdId = (await workSchedulesApi.create({ name: name.trim(), description: description.trim() })).id;
    });
    if (!saved || createdId === null) return;
    setName('');
    setDescription('');
    onCreated(createdId);
  };

  return (
    <form className="panel new-schedule-form" onSubmit={submit} aria-labelledby="new-schedule-title" noValidate>
      <h2 id="new-schedule-title">{SCHEDULE_TEXTS.NEW_SCHEDULE}</h2>
      <label>
        {SCHEDULE_TEXTS.NAME}
        <input className="input" value={name} aria-invalid={error !== null} onChange={(event) => {
            setError(null);
            setName(event.target.value);
          }} />
      </label>
      <label>
        {SCHEDULE_TEXTS.DESCRIPTION}
        <input className="input" value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary">
        {SCHEDULE_TEXTS.CREATE}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
