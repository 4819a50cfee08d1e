/** The id of the login form's email input: the splash page's LOG IN button moves focus there. */
export const loginEmailId = 'login-email';

/** The password input's, so the splash page's preview can tell which field had focus. */
export const loginPasswordId = 'login-password';
