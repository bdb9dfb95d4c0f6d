import type { Task } from '@portal/shared-api';
import { writeAndNotify } from '@portal/shared-ui';
import { useCallback, useEffect, useState } from 'react';

/** A change shown at once: what the task looks like meanwhile, and the write that makes it so (answering the task when it can). */
export type OptimisticChange = { guess: Partial<Task>; write: () => Promise<Partial<Task> | undefined> };

/**
 * Tasks as loaded, with the user's changes shown before the server answers.
 * A refused change is undone and the server's reason toasted; an accepted one
 * shows what the server answered. Fresh data from the loader replaces every guess.
 */
export function useOptimisticTasks(loaded: Task[]) {
  const [overrides, setOverrides] = useState<ReadonlyMap<number, Task>>(new Map());
  useEffect(() => setOverrides(new Map()), [loaded]);

  const apply = useCallback(async (task: Task, { guess, write }: OptimisticChange): Promise<boolean> => {
    const shown = { ...task, ...guess };
    setOverrides((current) => new Map(current).set(task.id, shown));
    const result = await writeAndNotify(write, { success: null });
    setOverrides((current) => {
      const next = new Map(current);
      if (result.ok) next.set(task.id, { ...shown, ...(result.value ?? {}) });
      else next.delete(task.id);
      return next;
    });
    return result.ok;
  }, []);

  return { tasks: loaded.map((task) => overrides.get(task.id) ?? task), apply };
}
