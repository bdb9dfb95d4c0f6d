import { quizzesApi } from '@portal/shared-api';
import { pendingQuizzes } from '../../components/quiz-lists';

/** The questionnaires that wait for the person's answers. */
export const readPendingQuestionnaires = async (signal: AbortSignal) => pendingQuizzes(await quizzesApi.list({ signal }));
