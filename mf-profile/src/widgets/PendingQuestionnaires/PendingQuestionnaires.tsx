import { quizzesApi } from '@portal/shared-api';
import { Loader, useWidgetData } from '@portal/shared-ui';
import { Link } from 'react-router';
import { pendingQuizzes } from '../../components/quiz-lists';

/** How many questionnaires wait for the person's answers, linking to them. */
export function PendingQuestionnaires() {
  const quizzes = useWidgetData(async (signal) => pendingQuizzes(await quizzesApi.list({ signal })), ['quizzes', 'quiz_users']);
  if (!quizzes) return <Loader />;
  return (
    <p className="widget-figure">
      <span className="widget-count" data-testid="pending-questionnaires-count">
        {quizzes.length}
      </span>{' '}
      <Link to="/quizz">{quizzes.length === 1 ? 'cuestionario por responder' : 'cuestionarios por responder'}</Link>
    </p>
  );
}
