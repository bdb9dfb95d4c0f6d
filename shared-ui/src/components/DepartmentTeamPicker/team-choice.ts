import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { numberParam } from '../../routing/number-param';
import { onlyChoice } from '../../routing/only-choice';
import type { Choice } from '../ChoiceSelect';

/** A department and one of its teams; a team is only read with its department. */
export type TeamChoice = { department: number | null; team: number | null };

/** The query's names for the two ids; a screen with several pickers gives each its own. */
export type TeamChoiceParams = { department: string; team: string };

export const NO_TEAM_CHOICE: TeamChoice = { department: null, team: null };
export const TEAM_CHOICE_PARAMS: TeamChoiceParams = { department: 'department', team: 'team' };

/** The choice a query holds (for loaders, and for the picker itself). */
export function readTeamChoice(search: URLSearchParams, params: TeamChoiceParams = TEAM_CHOICE_PARAMS): TeamChoice {
  const department = numberParam(search, params.department);
  return { department, team: department === null ? null : numberParam(search, params.team) };
}

/**
 * The choice with the only department, then the only team (`teams` are the department's), taken when the query
 * names none: a person who has one has nothing to choose. `anyTeam` leaves the team open (no team means all of them).
 */
export function withOnlyChoices(choice: TeamChoice, departments: readonly Choice[], teams: readonly Choice[], anyTeam = false): TeamChoice {
  const department = choice.department ?? onlyChoice(departments);
  if (department === null) return NO_TEAM_CHOICE;
  return { department, team: choice.team ?? (anyTeam ? null : onlyChoice(teams)) };
}

/** `search` with `choice` written under `params`, first; a change of department drops the team and `dependents`. */
export function searchWithChoice(search: URLSearchParams, choice: TeamChoice, params: TeamChoiceParams, dependents: readonly string[] = []): URLSearchParams {
  const dropped = choice.department !== readTeamChoice(search, params).department ? dependents : [];
  const next = new URLSearchParams();
  if (choice.department !== null) next.set(params.department, String(choice.department));
  if (choice.department !== null && choice.team !== null) next.set(params.team, String(choice.team));
  for (const [name, value] of search) if (name !== params.department && name !== params.team && !dropped.includes(name)) next.append(name, value);
  return next;
}

/**
 * The department and team kept in the URL's query, so a reload or a shared link keeps them. While a change loads,
 * the choice already shows it, so a second change builds on the first.
 */
export function useTeamChoice(params: TeamChoiceParams = TEAM_CHOICE_PARAMS) {
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const wanted = navigation.location?.pathname === pathname ? new URLSearchParams(navigation.location.search) : search;
  const choose = (choice: TeamChoice, dependents: readonly string[] = []) =>
    setSearch(searchWithChoice(wanted, choice, params, dependents), { preventScrollReset: true });
  return { choice: readTeamChoice(wanted, params), choose };
}

/** For a route's `shouldRevalidate`: a navigation that changes only the query (a picker's choice) on the same path. */
export const onlyQueryChanged = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
