import type { MediaObject } from '@portal/shared-api';

export type FileKind = 'pdf' | 'xls' | 'docx' | 'other';

/** The icon of a file, by its name's extension (spec: pdf, xls, docx, other). */
export function fileKindOf(name: string): FileKind {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'pdf') return 'pdf';
  if (extension === 'xls' || extension === 'xlsx') return 'xls';
  if (extension === 'doc' || extension === 'docx') return 'docx';
  return 'other';
}

/** Where the file was attached: 'Tarea {id} - {name}', 'Mensaje de tarea' or 'Mensaje de subtarea'. */
export function originOf(file: MediaObject): string {
  if (file.subtaskMessage) return 'Mensaje de subtarea';
  if (file.taskMessage) return 'Mensaje de tarea';
  if (file.task && typeof file.task === 'object') return `Tarea ${file.task.id} - ${file.task.name}`;
  return 'Tarea';
}

/** The creator's e-mail before the at sign. */
export function creatorOf(file: MediaObject): string {
  const email = file.createdBy && typeof file.createdBy === 'object' ? file.createdBy.email : '';
  return email.split('@')[0] ?? '';
}
