import { numberParam, readTeamChoice } from '@portal/shared-ui';

/** The screen's choices, kept in the URL's query so a view can be shared and survives a reload. */
export type TimelineChoice = {
  department: number | null;
  team: number | null;
  user: number | null;
  /** `YYYY-MM-DD`. */
  date: string;
  deleted: boolean;
};

const DAY = /^[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}$/;

/** The choices a query holds; anything unreadable falls back (no department, today). */
export function readChoice(search: URLSearchParams, today: string): TimelineChoice {
  const { department, team } = readTeamChoice(search);
  const date = search.get('date');
  return {
    department,
    team,
    user: department === null ? null : numberParam(search, 'user'),
    date: date !== null && DAY.test(date) ? date : today,
    deleted: search.get('deleted') === 'true',
  };
}

/** The query for `choice`, leaving out what is unset. */
export function choiceToSearch(choice: TimelineChoice): URLSearchParams {
  const search = new URLSearchParams();
  if (choice.department !== null) search.set('department', String(choice.department));
  if (choice.team !== null) search.set('team', String(choice.team));
  if (choice.user !== null) search.set('user', String(choice.user));
  search.set('date', choice.date);
  if (choice.deleted) search.set('deleted', 'true');
  return search;
}
