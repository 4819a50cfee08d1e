// The success pages live with the rest of registration's screens (registration/); the routes name this file.
export {
  FreeAgentRegistrationSuccessPage,
  LeagueRegistrationSuccessPage,
} from './registration/registration-success-page';
