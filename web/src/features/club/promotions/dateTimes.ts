/**
 * Lightning-deal times in the LOCATION's zone, whoever's browser enters them: the form holds the
 * location's wall time ('2026-12-01T10:00', a datetime-local input's value), the server reads it
 * in the location's zone (core/src/club/dealTimes.ts) and stores the instant, and rows come back
 * with their wall times there (startsLocal, endsLocal). The form names the zone.
 */

/** A wall time as the lists show it: '2026-12-01 10:00'. */
export const shownAt = (wallTime: string) => wallTime.replace('T', ' ');
