import type { DemoRequest } from '../../src/contracts/demo-request.ts';

/** A demo request that passes every rule of the form: tests change the fields they are about. */
export const validDemoRequest: DemoRequest = {
  fullName: 'Dana Whitfield',
  email: 'dana@eastsidesoccer.org',
  phoneNumber: '(512) 555-0142',
  organizationName: 'Eastside Adult Soccer',
  state: 'TX',
  country: 'United States',
  numOfTeams: 24,
  numOfPlayers: 360,
  notes: 'We run two coed divisions and want online registration before the spring season.',
  captchaToken: '',
};
