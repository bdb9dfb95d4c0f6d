import { type Configuration, configurationsApi, errorMessageFrom } from '@portal/shared-api';
import { useCallback, useEffect, useRef, useState } from 'react';

type State<V> = { loading: boolean; row: Configuration<V> | null; error: string | null };

/**
 * The one configuration row of `name` for a team. `reload()` resolves once the
 * fresh row is in, so a write can keep its panel busy until then and the next
 * write never starts from a stale row.
 */
export function useTeamConfiguration<V>(name: string, teamId: number) {
  const [state, setState] = useState<State<V>>({ loading: true, row: null, error: null });
  const latestRequest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    const next = await configurationsApi.listFor<V>(name, String(teamId)).then(
      (rows): State<V> => ({ loading: false, row: rows[0] ?? null, error: null }),
      (error: unknown): State<V> => ({ loading: false, row: null, error: errorMessageFrom(error) }),
    );
    if (request === latestRequest.current) setState(next);
  }, [name, teamId]);

  useEffect(() => {
    void reload();
    return () => {
      // Answers arriving after unmount or a team change are dropped.
      latestRequest.current += 1;
    };
  }, [reload]);

  return { ...state, reload };
}
