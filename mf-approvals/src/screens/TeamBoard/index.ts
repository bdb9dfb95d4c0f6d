export { TeamBoard as Component } from './TeamBoard';
export { teamBoardLoader as loader, teamBoardShouldRevalidate as shouldRevalidate } from './team-board.data';
