import { subscribeLiveFeed } from '@portal/shared-api';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

const isTaskOf = (data: unknown, teamIri: string) =>
  typeof data === 'object' && data !== null && (data as { '@type'?: unknown })['@type'] === 'Task' && (data as { team?: unknown }).team === teamIri;

/** Reloads the board when the live feed says one of the team's tasks changed (a new incident, for one). */
export function useBoardLiveRefresh(teamIri: string): void {
  const { revalidate } = useRevalidator();
  const latestRevalidate = useRef(revalidate);
  latestRevalidate.current = revalidate;

  useEffect(
    () =>
      subscribeLiveFeed((data) => {
        if (isTaskOf(data, teamIri)) void latestRevalidate.current();
      }),
    [teamIri],
  );
}
