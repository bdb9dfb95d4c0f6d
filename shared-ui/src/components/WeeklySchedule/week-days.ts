/** The schedule's columns: `week_day` 1 (Monday) to 7 (Sunday) and their letters. */
export const WEEK_DAYS = [
  { weekDay: 1, letter: 'L', name: 'Lunes' },
  { weekDay: 2, letter: 'M', name: 'Martes' },
  { weekDay: 3, letter: 'X', name: 'Miércoles' },
  { weekDay: 4, letter: 'J', name: 'Jueves' },
  { weekDay: 5, letter: 'V', name: 'Viernes' },
  { weekDay: 6, letter: 'S', name: 'Sábado' },
  { weekDay: 7, letter: 'D', name: 'Domingo' },
] as const;
