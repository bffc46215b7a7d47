/** The app's one Toaster (spec/1 §2.6 snackbar). */
export const TOASTER_ID = 'marquee-toaster';
