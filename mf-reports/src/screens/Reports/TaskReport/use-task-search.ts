import { MIN_TASK_SEARCH_LENGTH, type TaskSearchResult, tasksApi } from '@portal/shared-api';
import { useCallback, useEffect, useRef, useState } from 'react';

/** `idle` before any search; `done` with the matches (maybe none). */
export type TaskSearchState = { status: 'idle' | 'searching' } | { status: 'done'; tasks: TaskSearchResult[] };

export const canSearchTasks = (text: string) => text.trim().length >= MIN_TASK_SEARCH_LENGTH;

/**
 * The task search of the report screen (docs/api-contract.md M7): a new search drops the
 * previous matches and aborts the search still running; a failure is only
 * logged (spec 02 §8) and leaves no matches behind.
 */
export function useTaskSearch() {
  const [state, setState] = useState<TaskSearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback(async (text: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'searching' });
    try {
      const tasks = await tasksApi.search(text, { signal: controller.signal });
      if (!controller.signal.aborted) setState({ status: 'done', tasks });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('ERROR', error);
      setState({ status: 'idle' });
    }
  }, []);

  return { state, search };
}
