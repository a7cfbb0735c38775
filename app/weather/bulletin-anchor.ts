/** The bulletin player's anchor: where the region form and previous/next bring the grower back. */
export const BULLETIN_ANCHOR = "weather-bulletin";
