// The identity screens' words (spec §5, §8), as the server and the SPA say them. No zod here: a first
// route of the SPA (sign-up, the verification and reset links) shows them without loading the schemas.
// The schema modules re-export what they use, so `src/contracts/identity/index.ts` offers all of them.

export const SIGN_UP_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  email: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be at least 10 digits',
  phone: 'Invalid phone number',
  zipRequired: 'Zip code is required',
  zip: 'Invalid zip code',
  birthdayRequired: 'Birthday is required',
  birthday: 'Enter a valid date',
  birthdayFuture: 'Birthday cannot be in the future',
  age: 'You must be at least 18 years old to register.',
  gender: 'Please select a gender option',
  /** Sign-up asks where the member plays, so the new account is complete (spec §5 Profile completeness). */
  location: 'Location is required',
  emailTaken: 'An account with this email already exists',
} as const;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  min: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  confirmRequired: 'Confirm password is required',
  mismatch: 'Passwords do not match',
  changeMin: 'Password must be at least 5 character long',
} as const;

export const VERIFY_MESSAGES = {
  invalidLink: 'This verification link is invalid or has expired.',
  verified: 'Your email address is verified.',
  resent: 'We sent a new verification link to your email address.',
} as const;

export const PASSWORD_FLOW_MESSAGES = {
  recoverSent: 'If an account exists for this email, we sent a link to reset your password.',
  invalidResetLink: 'Invalid reset password link',
  resetFailed: 'Reset password failed',
  updateFailed: 'Failed to update password',
  updated: 'Password updated successfully!',
  changed: 'Password Changed Successfully',
  currentWrong: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from your current password',
} as const;

export const PROFILE_MESSAGES = {
  required: 'This field is required',
  age: 'You must be at least 18 years old to register.',
  gender: 'Please select a gender',
  phone: 'Invalid phone number',
  postalCode: 'Invalid postal code',
  saveFailed: 'An error occurred while trying to save your profile. Please try again later',
  completeProfile: 'Please complete your profile to proceed',
  tooYoung: 'You need to be at least 18 years old to use the app',
  saved: 'Successfully updated',
  deactivated: 'Successfully deleted your account',
  uploadTooLarge: 'Please choose a file with size < 5MB',
  uploadType: 'Please choose a PNG, GIF or JPEG image',
  uploadFailed: 'Something went wrong. Please try again later.',
  uploaded: 'Upload Successful',
} as const;

/**
 * DEACTIVATE YOUR ACCOUNT asks who is there (issue 17): a stolen access token alone must not delete an
 * account. With a password, the password; without one (social sign-in only), a sign-in this recent.
 */
export const DEACTIVATE_RECENT_SIGN_IN_MINUTES = 10;
export const DEACTIVATE_MESSAGES = {
  passwordRequired: 'Enter your password to deactivate your account',
  passwordWrong: PASSWORD_FLOW_MESSAGES.currentWrong,
  signInAgain: `Please log in again (within ${DEACTIVATE_RECENT_SIGN_IN_MINUTES} minutes) to deactivate your account`,
} as const;
