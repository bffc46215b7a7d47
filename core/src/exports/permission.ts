/**
 * Permission module of data export (Roles & Security → Data feeds → Data export): VIEW lets a
 * caller take the master client's data out (the change feed). 128: 127 is the Club Booking average
 * ticket widget's (dashboards/ids.ts), and permission ids share one space.
 */
export const DATA_EXPORT_INDEX = 128;
