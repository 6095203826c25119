import { passwordRuleMessage } from '../passwords/texts';

/** User-facing texts of sign-in, shared by server and console. */
export const signInMessages = {
  emailRequired: 'Please enter email address',
  passwordRequired: 'Please enter password',
  noPermission: "You don't have permission to access website",
  otpRequired: 'Please enter OTP',
  loginSuccess: 'Welcome back! Login successful.',
  otpVerified: 'OTP verified successfully!',
  otpFailed: 'OTP verification failed',
  /** A wrong password, an unknown e-mail and an address outside the account's IP whitelist alike. */
  credentialsRefused: (ip: string) =>
    `Invalid email or password, or this address (${ip}) is not on the account's IP whitelist.`,
  otpInvalid: 'The code is wrong or has expired. Sign in again to get a new code.',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes before trying again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  signedOut: 'Signed out',
} as const;

export const adminFormMessages = {
  displayName: 'Please enter display name!',
  email: 'Please enter email id!',
  emailInvalid: 'Please enter a valid email address!',
  password: 'Please input the password',
  passwordWeak: passwordRuleMessage('The password'),
  confirmPassword: 'Please confirm the password!',
  passwordMismatch: "Two inputs don't match!",
  gender: 'Please select gender!',
  role: 'Please select role!',
  profession: 'Please enter Profession!',
  dob: 'Please select Date of Birth!',
  dobTooYoung: 'An admin must be at least 18 years old.',
  tob: 'Please select Time of birth!',
  pob: 'Please select Place of birth!',
  coordinates: 'Please select Co-ordinates!',
  image: 'Please upload image!',
  noImageOnAdd: 'No image uploaded',
  noImageOnUpdate: 'Please Upload the Image',
} as const;

export const adminToasts = {
  added: 'Admin added successfully',
  updated: 'Admin updated successfully',
  deleted: 'Admin deleted successfully',
  tokenDeleted: 'Token deleted successfully',
  deleteFailed: 'failed to Delete',
  uploadFailed: 'Failed to upload image',
  unexpected: 'An unexpected error occurred',
} as const;

export const adminRuleMessages = {
  superadminOnly: 'Only a superadmin can do this.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastSuperadmin: 'The last superadmin cannot be removed or demoted.',
  emailTaken: 'An admin with this email already exists.',
  notFound: 'Admin not found',
  sessionNotFound: 'Session not found',
  staleEdit:
    'This admin was changed by someone else since you opened it. Reload to see the latest version, then make your change again.',
  imageNotUploaded: 'The profile image must be uploaded first.',
} as const;

export const commonMessages = {
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  /** A unique key already taken, often by a request at the same moment (the route's own check came too late). */
  duplicate: 'Another record already has this value (perhaps saved at the same moment). Reload to see it.',
  /** A value the database could not read as its type (the route's schema should have refused it). */
  unreadableValue: 'A value in the request is not of the kind this field takes.',
  futureDate: 'Dates cannot be in the future.',
  nulCharacter: 'Text cannot contain the NUL character (\\u0000).',
  notBuilt: 'This screen is not built yet.',
  fileLinkInvalid: 'This file link is not valid or has expired. Reload the page to get a new one.',
  /** An upload that is no picture: the server checks by content, the console by the file's type first. */
  notAnImage: 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
} as const;
