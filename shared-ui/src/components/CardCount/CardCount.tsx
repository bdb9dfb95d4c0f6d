import { Link } from 'react-router';

type CardCountProps = {
  count: number;
  /** The link's words for one and for any other count, e.g. 'tarea por autorizar' / 'tareas por autorizar'. */
  one: string;
  many: string;
  /** The list the count is of. */
  to: string;
  testId: string;
};

/** A home card's single figure: how many things wait, linking to their list. */
export function CardCount({ count, one, many, to, testId }: CardCountProps) {
  return (
    <p className="widget-figure">
      <span className="widget-count" data-testid={testId}>
        {count}
      </span>{' '}
      <Link to={to}>{count === 1 ? one : many}</Link>
    </p>
  );
}
