/** English texts of rules the servers enforce: identities across master clients, bounded work. */
export const limits = {
  // ── Identities and roles across master clients ──
  'settings.users.identityShared':
    'This person also works for master clients you do not administer. Only someone who administers all of them can change their name, e-mail, phone or sign-in.',
  'settings.users.roleAboveYours': 'You cannot give a role with more permissions than your own.',
  'settings.users.ownRole': 'You cannot change your own role.',
  'settings.users.providerRole': 'Only provider staff can give this role.',
  // ── end identities and roles ──
  // Limits (bounded work and input hygiene) — begin
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
  // Bad input and faults of the security sweep
  'validation.tooDeep': 'The request nests deeper than {limit} levels.',
  'validation.brokenCharacter': 'Remove the broken character (a lone UTF-16 surrogate).',
  'validation.controlCharacter': 'Remove the invisible control or text-direction characters.',
  'validation.invisibleOnly': 'Enter visible text, not only invisible characters.',
  'validation.date': 'Enter a real date between {from} and {to}.',
  'validation.tooLongToSend': 'At most {limit} characters.',
  'validation.templateLimit': 'This template does too much work: {detail}',
  'auth.signInUnavailable': 'Sign-in is briefly unavailable. Try again in {seconds} seconds.',
  // Limits — end
} as const;
