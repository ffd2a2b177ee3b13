/** Weeks the home page shows at first, and per "show more". */
export const WEEKS_PER_PAGE = 6
