import { LEGAL_ENTITY, type LegalDocument } from './legal-document.ts';

const { productName, companyName, legalEmail } = LEGAL_ENTITY;

export const termsOfService: LegalDocument = {
  id: 'terms-of-service',
  title: 'Terms of Service',
  updated: '2026-09-01',
  summary: `The agreement between you and ${companyName} for using ${productName} and joining the leagues and pickup games it lists.`,
  sections: [
    {
      heading: 'Agreeing to these terms',
      paragraphs: [
        `These terms are an agreement between ${companyName} and you. By creating a ${productName} account, joining a team or pickup group, or registering for a league, you accept them. If you do not agree, please do not use ${productName}.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 years old to create an account. Give us accurate details, keep your password to yourself and tell us right away if you think someone else is using your account. You are responsible for what happens under your account.',
      ],
    },
    {
      heading: 'Playing is at your own risk',
      paragraphs: [
        'Soccer is a contact sport and injuries happen. Leagues and pickup games listed on our service may ask you to sign a waiver before you play. Play within your fitness, follow the rules of your league and the instructions of referees and organizers, and do not play if you are injured or unwell.',
        `${productName} is a tool for organizing play. Unless we run a league ourselves, the organization or captain that runs a league, team or pickup group is responsible for its fields, referees, schedules and refunds.`,
      ],
    },
    {
      heading: 'How to behave',
      paragraphs: ['Keep it friendly, on the field and in the app. You agree not to:'],
      list: [
        'harass, threaten, bully or discriminate against anyone;',
        'post anything illegal, sexually explicit, hateful or violent, or anything that sexualizes or endangers a minor;',
        'impersonate someone, or create accounts to get around a block or ban;',
        'send spam or use the service to sell things the marketplace rules do not allow;',
        'scrape, overload, probe or interfere with the service or other people’s accounts.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        `You own the photos, messages and posts you add. You give us permission to host and show them to the people you share them with, only to run ${productName}. Do not upload anything you do not have the right to share.`,
        'You can report a user, comment, message or event from the app; we review reports and may remove content or suspend accounts that break these terms.',
      ],
    },
    {
      heading: 'Payments and refunds',
      paragraphs: [
        'League and pickup fees are set by the organization that runs them and are shown before you pay. Payments are processed by our payment provider. Refunds follow the policy of the league or event organizer; contact them first, and contact us if you cannot reach them.',
      ],
    },
    {
      heading: 'The marketplace',
      paragraphs: [
        'Free-agent listings, league listings and general posts are published by members and organizers. We do not check every listing and are not a party to arrangements between members.',
      ],
    },
    {
      heading: 'Ending your use',
      paragraphs: [
        'You can deactivate your account at any time from your settings. We may suspend or close an account that breaks these terms or puts other players at risk, and we will tell you why unless the law or safety prevents it.',
      ],
    },
    {
      heading: 'Disclaimers and liability',
      paragraphs: [
        `We work hard to keep ${productName} running, but we provide it "as is", without warranties. To the extent the law allows, ${companyName} is not liable for indirect or consequential losses, or for injuries or losses that happen at games organized through the service, and our total liability is limited to the fees you paid us in the last 12 months.`,
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms. We will update the date above and tell you in advance about important changes; if you keep using ${productName} after they take effect, you accept them. Questions about these terms: ${legalEmail}.`,
      ],
    },
  ],
};
