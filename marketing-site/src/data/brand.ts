import { LEGAL_ENTITY } from '../../../src/contracts/legal/index.ts';

/** The product's name and voice, shared by both sites (and used by the app). */
export const brand = {
  name: LEGAL_ENTITY.productName,
  /** The operator's own leagues, the brand of the operator host. */
  leaguesName: `${LEGAL_ENTITY.productName} Leagues`,
  /** The two products the login choice offers. */
  playerAppName: `${LEGAL_ENTITY.productName} App`,
  organizerAppName: `${LEGAL_ENTITY.productName} Organizer`,
  companyName: LEGAL_ENTITY.companyName,
  tagline: 'Your team, your games, one app.',
  domain: 'playfield.app',
  contactEmail: LEGAL_ENTITY.supportEmail,
  jobsEmail: 'jobs@playfield.app',
  demoEmail: 'leagues@playfield.app',
} as const;

export interface SocialLink {
  readonly network: 'instagram' | 'facebook' | 'x' | 'youtube';
  readonly label: string;
  readonly href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'instagram', label: 'Playfield on Instagram', href: 'https://www.instagram.com/playfieldapp/' },
  { network: 'facebook', label: 'Playfield on Facebook', href: 'https://www.facebook.com/playfieldapp/' },
  { network: 'x', label: 'Playfield on X', href: 'https://x.com/playfieldapp' },
  { network: 'youtube', label: 'Playfield on YouTube', href: 'https://www.youtube.com/@playfieldapp' },
];
