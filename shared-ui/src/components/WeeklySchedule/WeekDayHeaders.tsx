import { WEEK_DAYS } from './week-days';

/** The header cells of a week table, L to D, each letter naming its day for assistive technology. */
export function WeekDayHeaders() {
  return WEEK_DAYS.map((day) => (
    <th key={day.weekDay} scope="col">
      <abbr title={day.name}>{day.letter}</abbr>
    </th>
  ));
}
