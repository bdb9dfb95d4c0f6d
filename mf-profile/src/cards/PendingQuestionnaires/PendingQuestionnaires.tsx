import { Loader, useCardQuery, CardCount } from '@portal/shared-ui';
import { pendingQuestionnairesQuery } from './pending-questionnaires.data';

/** How many questionnaires wait for the person's answers, linking to them. */
export function PendingQuestionnaires() {
  const quizzes = useCardQuery(pendingQuestionnairesQuery);
  if (!quizzes) return <Loader />;
  return (
    <CardCount count={quizzes.length} one="cuestionario por responder" many="cuestionarios por responder" to="/quizz" testId="pending-questionnaires-count" />
  );
}
