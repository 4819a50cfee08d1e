import { LEGAL_ENTITY, type LegalDocument } from './legal-document.ts';

const { productName, companyName, privacyEmail } = LEGAL_ENTITY;

export const privacyPolicy: LegalDocument = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  updated: '2026-09-01',
  summary: `What ${productName} collects about players, captains and organizers, why, who sees it and how to control it.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${productName} is a web app for adult recreational sports, run by ${companyName} ("we", "us"). This policy covers the ${productName} app, our marketing sites and the league sites we run for our partner organizations.`,
        `If you have a question about your data, write to ${privacyEmail}. We answer every request within 30 days.`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what it takes to put you on a team and get you to the field:'],
      list: [
        'Account details you give us: first and last name, e-mail address, phone number, ZIP or postal code, birthday, gender and an optional profile photo.',
        'Sports activity: the teams and pickup groups you join, events you RSVP to, scores, goals, assists, MVP votes and other stats that you or your captain record.',
        'Messages: direct messages, team messages, event comments and the claps on them.',
        'Sign-in data: a hashed password or the identifier of the Google or Apple account you link. We never see your Google or Apple password.',
        'Technical data: IP address, browser type and the pages you open, kept in server logs for security and troubleshooting.',
        'Demo requests: the name, organization, contact details and notes a league organizer sends us through the demo form.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your data to run the service you signed up for, and for nothing you would not expect:',
      ],
      list: [
        'to create your account, keep you signed in and protect it from misuse;',
        'to show your teams, schedules, rosters, stats and messages to you and to the teammates who should see them;',
        'to send the e-mails and in-app notifications you rely on, such as new events, RSVP reminders, schedule changes and messages;',
        'to let league organizers run registration, rosters, waivers and schedules for the leagues you join;',
        'to answer support and demo requests;',
        'to keep the service secure, including bot checks with Google reCAPTCHA on sign-up and demo forms.',
      ],
    },
    {
      heading: 'Who can see what',
      paragraphs: [
        'Your name, photo and team are visible to other signed-in members of your teams and pickup groups. Your contact details (e-mail and phone number) are shown only to your teammates and to you. Your stats are shown on your team leaderboards.',
        'When you join a league, the organization that runs it sees your registration details, waiver status and roster information so it can run the league.',
        'Team and pickup group member lists are only visible to signed-in members.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your personal information and we do not share it for advertising. We share it only with the service providers who help us run the app (hosting, e-mail delivery, payment processing and bot protection), under contracts that limit them to that purpose, and when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account data while your account is active. When you deactivate your account we delete or anonymize your personal information within 30 days, except game results that are part of a league record, which we keep without your name. Server logs are deleted after 90 days.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can edit your profile, change your e-mail or password, disconnect a linked Google or Apple account, block other members and deactivate your account from your settings at any time.',
        `You can also ask us for a copy of your data, to correct it or to delete it by writing to ${privacyEmail}. Depending on where you live (for example California or the European Union) you may have further rights, and we honor them for every user.`,
      ],
    },
    {
      heading: 'Age',
      paragraphs: [
        `${productName} accounts are for adults. You must be at least 18 years old to create an account, and we delete accounts that we learn belong to someone younger.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored hashed, connections are encrypted, and access to personal data inside our company is limited to the people who need it to support you. No system is perfectly secure; if we learn of a breach that affects you, we will tell you promptly.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date above, and for important changes we tell you by e-mail or in the app before they take effect.',
      ],
    },
  ],
};
