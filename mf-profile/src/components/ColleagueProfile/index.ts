export { ColleagueProfile } from './ColleagueProfile';
