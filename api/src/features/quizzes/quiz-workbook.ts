/** The results of a questionnaire as a workbook, in the reports' sheet style. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { QuizResults } from '@portal/shared-api/entities';
import { addSheet, createWorkbook } from '../reports/sheet-writer.ts';

const TYPE_NAMES = { single: 'Opción única', multiple: 'Opción múltiple', scale: 'Escala 1–5', text: 'Texto libre' } as const;

export async function resultsWorkbook(results: QuizResults): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-quiz-'));
  try {
    const file = path.join(folder, 'resultados.xlsx');
    const workbook = await createWorkbook(file);
    const summary = addSheet(workbook, 'Resultados', [
      { header: 'Pregunta', kind: 'text', width: 50 },
      { header: 'Tipo', kind: 'text', width: 16 },
      { header: 'Opción', kind: 'text', width: 40 },
      { header: 'Respuestas', kind: 'number', width: 12 },
    ]);
    summary.add(['Han respondido', null, `${results.answered} de ${results.audienceSize}`, results.answered]);
    for (const question of results.questions) {
      const type = TYPE_NAMES[question.type];
      for (const option of question.options ?? []) summary.add([question.text, type, option.label, option.count]);
      if (question.type === 'scale') summary.add([question.text, type, 'Media', question.average ?? null]);
      if (question.type === 'text') summary.add([question.text, type, 'Textos', question.texts?.length ?? 0]);
    }
    await summary.commit();
    const texts = addSheet(workbook, 'Textos', [
      { header: 'Pregunta', kind: 'text', width: 50 },
      { header: 'Respuesta', kind: 'text', width: 80 },
      ...(results.anonymous ? [] : [{ header: 'Persona', kind: 'text' as const, width: 30 }]),
    ]);
    for (const question of results.questions) for (const text of question.texts ?? []) texts.add([question.text, text.text, text.author]);
    await texts.commit();
    await workbook.commit();
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
