import { type Team, teamsApi } from '@portal/shared-api';
import { useEffect, useState } from 'react';

/**
 * The live teams of a department the caller may see (the server cuts the list
 * to the caller's scope), fetched when the department changes; a failure is
 * toasted (nothing else would tell) and leaves the list empty.
 */
export function useTeamsOf(department: number | null): Team[] {
  const [loaded, setLoaded] = useState<{ department: number; teams: Team[] } | null>(null);
  useEffect(() => {
    if (department === null) return;
    const controller = new AbortController();
    teamsApi.list({ department, deleted: false }, { signal: controller.signal, notifyErrors: true }).then(
      (teams) => setLoaded({ department, teams }),
      () => setLoaded({ department, teams: [] }),
    );
    return () => controller.abort();
  }, [department]);
  return loaded !== null && loaded.department === department ? loaded.teams : [];
}
