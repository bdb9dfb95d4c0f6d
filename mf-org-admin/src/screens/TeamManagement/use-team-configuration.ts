import { type Configuration, configurationsApi, errorMessageFrom } from '@portal/shared-api';
import { useEffect, useState } from 'react';
import { QUIET } from '../../common/use-save';

type State<V> = { loading: boolean; row: Configuration<V> | null; error: string | null };

/** The one configuration row of `name` for a team, reloaded on `reload()`. */
export function useTeamConfiguration<V>(name: string, teamId: number) {
  const [state, setState] = useState<State<V>>({ loading: true, row: null, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    // `version` asks for a reload after a write.
    void version;
    configurationsApi
      .listFor<V>(name, String(teamId), QUIET)
      .then((rows) => current && setState({ loading: false, row: rows[0] ?? null, error: null }))
      .catch((error: unknown) => current && setState({ loading: false, row: null, error: errorMessageFrom(error) }));
    return () => {
      current = false;
    };
  }, [name, teamId, version]);

  return { ...state, reload: () => setVersion((value) => value + 1) };
}
