/** Data from the partner may take up to this many days to reach the programme (spec 001 §1). */
export const DATA_DELAY_DAYS = 2;
