/** English texts of rules the servers enforce: identities across master clients, bounded work (issue 8). */
export const limits = {
  // ── Identities and roles across master clients (issue 8) ──
  'settings.users.identityShared':
    'This person also works for master clients you do not administer. Only someone who administers all of them can change their name, e-mail, phone or sign-in.',
  'settings.users.roleAboveYours': 'You cannot give a role with more permissions than your own.',
  'settings.users.ownRole': 'You cannot change your own role.',
  'settings.users.providerRole': 'Only provider staff can give this role.',
  // ── end identities and roles ──
  // Limits (issue 8: bounded work and input hygiene) — begin
  'dashboards.limit.dates': 'Dates must be between {from} and {to}.',
  'dashboards.limit.span':
    'A {frequency} chart covers at most {days} days. Choose a shorter range or a coarser frequency.',
  'dashboards.limit.export': 'One export request covers at most {days} days. Export longer ranges in 3-month segments.',
  'validation.maxLength': 'At most {limit} characters.',
  'validation.nulCharacter': 'Remove the invisible NUL character (U+0000).',
  'validation.tooManyIds': 'At most {limit} ids.',
  // Field messages of the REST API's own schema checks (rest-api/src/plugins/errors.ts)
  'validation.minLength': 'At least {limit} characters.',
  'validation.format': 'Invalid format.',
  'error.payloadTooLarge': 'The request is too large (at most {limit}).',
  // Limits — end
} as const;
