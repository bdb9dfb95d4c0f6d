/** The time zones a user may choose (spec 02 §9), with the names people see. */
export const TIME_ZONES = [
  { value: 'Europe/London', label: 'Canarias' },
  { value: 'Europe/Madrid', label: 'Península' },
  { value: 'UTC', label: 'UTC' },
] as const;

/** The name people see for a stored zone ('Península' when none is stored, the server's default). */
export function timeZoneLabel(value: string | null | undefined): string {
  return TIME_ZONES.find((zone) => zone.value === (value ?? 'Europe/Madrid'))?.label ?? String(value);
}
