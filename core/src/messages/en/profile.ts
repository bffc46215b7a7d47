/** English texts of My Profile (spec/1 §2.5). */
export const profile = {
  // Profile
  'profile.title': 'My Profile',
  'profile.details': 'Details',
  'profile.pointsOfContact': 'Points of Contact',
  'profile.security': 'Change password',
  'profile.firstName': 'First name',
  'profile.lastName': 'Last name',
  'profile.email': 'Email',
  'profile.title.field': 'Title',
  'profile.phone': 'Phone',
  'profile.language': 'Language',
  'profile.dateFormat': 'Date format',
  'profile.saved': 'Your profile was saved.',
  'profile.contactName': 'Contact name',
  'profile.contactEmail': 'Contact email',
  'profile.contactPhone': 'Contact phone',
  'profile.contactType': 'Contact type',
  'profile.addContact': 'Add contact',
  'profile.removeContact': 'Remove contact',
  'profile.noContacts': 'No points of contact yet. Add at least one to complete your profile.',
  'generalSettings.title': 'General settings',
} as const;
