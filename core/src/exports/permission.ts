/**
 * Permission module of data export (Roles & Security → Data feeds → Data export): VIEW lets a
 * caller take the master client's data out (the change feed). 127 follows the Sales feed (126).
 */
export const DATA_EXPORT_INDEX = 127;
