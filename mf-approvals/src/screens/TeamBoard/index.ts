export { teamBoardLoader, teamBoardShouldRevalidate } from './team-board.data';
export { TeamBoard } from './TeamBoard';
