import { idFromIri, type UserSummary } from '@portal/shared-api';
import { DepartmentTeamPicker, displayName, NO_TEAM_CHOICE, UserSearch, useTeamChoice, withOnlyChoices } from '@portal/shared-ui';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { RequesterTagsData } from './requester-tags.data';
import { tagsOfType } from '../../components/tags-of-type';
import { TAG_COLUMNS } from '../../components/tag-columns';
import { TagChip } from '../../components/TagChip';

type FormProps = Pick<RequesterTagsData, 'tags' | 'departments' | 'teams'>;

/** Requester, then department, then team, then one tag per column; saved as a `tags_user` row. */
export function RequesterTagsForm({ tags, departments, teams }: FormProps) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const [requester, setRequester] = useState<UserSummary | null>(null);
  const { choice: asked, choose } = useTeamChoice();
  const [chosen, setChosen] = useState<string[]>(TAG_COLUMNS.map(() => ''));
  const busy = fetcher.state !== 'idle';
  const department = withOnlyChoices(asked, departments, []).department;
  const teamsOfDepartment = teams.filter((one) => idFromIri(one.department) === department);
  const team = withOnlyChoices(asked, departments, teamsOfDepartment).team;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    setRequester(null);
    choose(NO_TEAM_CHOICE);
    setChosen(TAG_COLUMNS.map(() => ''));
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" className="card requester-tags-form" aria-label="Nueva configuración de etiquetas">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="requester" value={requester?.id ?? ''} />
      <UserSearch label="Solicitante" placeholder="Buscar solicitante" onSelect={setRequester} />
      {requester && <p>Solicitante: {displayName(requester)}</p>}
      <DepartmentTeamPicker departments={departments} teams={teamsOfDepartment} teamName="team" disabled={!requester} />
      <div className="tag-columns">
        {TAG_COLUMNS.map((column, index) => (
          <label key={column.name}>
            {column.name}
            <select
              className="input"
              aria-label={column.name}
              name={`tag${index}`}
              value={chosen[index]}
              disabled={team === null}
              onChange={(event) => setChosen(chosen.map((value, position) => (position === index ? event.target.value : value)))}
            >
              <option value="">Paso</option>
              {tagsOfType(tags, column.typeId).map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
            <TagChip tag={tags.find((tag) => String(tag.id) === chosen[index])} />
          </label>
        ))}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || !requester || team === null}>
        Guardar
      </button>
    </fetcher.Form>
  );
}
