/** The daily goal a student may choose, in XP a day (the server checks the same range). */
export const DAILY_GOAL_MIN = 10;
export const DAILY_GOAL_MAX = 500;
