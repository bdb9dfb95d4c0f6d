export { MyBoards as Component } from './MyBoards';
