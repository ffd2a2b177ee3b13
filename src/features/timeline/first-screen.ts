/** Weeks a page of the timeline shows: the home page is its first. */
export const WEEKS_PER_PAGE = 6
