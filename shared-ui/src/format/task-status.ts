/** A task's status as shown: the server's name with a capital (e.g. "Solicitada"); '—' when it came as a bare IRI. */
export function taskStatusLabel(task: { status: unknown }): string {
  const status = task.status;
  const name = typeof status === 'object' && status !== null && 'name' in status && typeof status.name === 'string' ? status.name : '';
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '—';
}
