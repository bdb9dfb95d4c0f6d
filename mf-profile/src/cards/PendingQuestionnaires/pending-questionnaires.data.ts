import { quizzesApi } from '@portal/shared-api';
import { cardQuery } from '@portal/shared-ui';
import { pendingQuizzes } from '../../components/quiz-lists';

/** The questionnaires that wait for the person's answers. */
const readPendingQuestionnaires = async (signal: AbortSignal) => pendingQuizzes(await quizzesApi.list({ signal }));

/** The card's data, read again after a change of what it shows. */
export const pendingQuestionnairesQuery = cardQuery('mf_profile.pending-questionnaires', readPendingQuestionnaires, ['quizzes', 'quiz_users']);
