/** The app's toaster for toasts at the top centre (spec/1 §2.6 snackbar). */
export const TOASTER_ID = 'marquee-toaster';
/** The notification snackbars at the bottom right, at most 5 at once (spec/1 §2.6, §9). */
export const NOTIFICATION_TOASTER_ID = 'marquee-notifications';
