-- Whole-day absences are ranges of calendar days in the person's time zone:
-- stored as the first second of the first day and the last second of the last
-- day, so every reader finds the same days. Rows written as UTC days (UTC
-- midnight to 23:59:59 UTC, or to the next UTC midnight) are read as the days
-- they were written for; any other row keeps the days it has in the person's
-- zone.
UPDATE calendar_assignments ca
SET start_at = d.first_day::timestamp AT TIME ZONE d.timezone,
    end_at = ((d.last_day + 1)::timestamp AT TIME ZONE d.timezone) - interval '1 second'
FROM (
  SELECT c.id, u.timezone,
    CASE WHEN (c.start_at AT TIME ZONE 'UTC')::time = '00:00' THEN (c.start_at AT TIME ZONE 'UTC')::date
         ELSE (c.start_at AT TIME ZONE u.timezone)::date END AS first_day,
    CASE WHEN (c.end_at AT TIME ZONE 'UTC')::time = '23:59:59' THEN (c.end_at AT TIME ZONE 'UTC')::date
         WHEN (c.end_at AT TIME ZONE 'UTC')::time = '00:00' AND c.end_at > c.start_at THEN (c.end_at AT TIME ZONE 'UTC')::date - 1
         ELSE (c.end_at AT TIME ZONE u.timezone)::date END AS last_day
  FROM calendar_assignments c JOIN users u ON u.id = c.user_id
) d
WHERE d.id = ca.id AND d.last_day >= d.first_day;

-- Justifications of whole UTC days become the same days in the person's zone;
-- those of some hours keep their instants.
UPDATE justifications j
SET start_at = (j.start_at AT TIME ZONE 'UTC')::date::timestamp AT TIME ZONE u.timezone,
    end_at = (((j.end_at AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE u.timezone) - interval '1 second'
FROM users u
WHERE u.id = j.user_id AND u.timezone <> 'UTC'
  AND (j.start_at AT TIME ZONE 'UTC')::time = '00:00' AND (j.end_at AT TIME ZONE 'UTC')::time = '23:59:59';
