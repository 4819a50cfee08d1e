/** The spec's words for a read or an action that failed for a reason the user cannot fix (spec §2). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Try again later.';
