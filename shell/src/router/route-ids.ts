/** Route ids other modules refer to. */
export const USER_LAYOUT_ID = 'user-layout';
