/** English texts of the app's name and the common words (buttons, yes and no). */
export const common = {
  'app.name': 'Marquee',
  'app.tagline': 'The financial and operational data you need to run your venues, day to day.',
  'app.copyright': '© {year} Marquee',
  'common.ok': 'Ok',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.no': 'No',
  'common.yes': 'Yes',
  'common.close': 'Close',
  'common.loading': 'Loading…',
  'common.show': 'Show',
  'common.hide': 'Hide',
} as const;
