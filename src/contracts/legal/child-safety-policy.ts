import { LEGAL_ENTITY, type LegalDocument } from './legal-document.ts';

const { productName, companyName, safetyEmail } = LEGAL_ENTITY;

export const childSafetyPolicy: LegalDocument = {
  id: 'child-safety-policy',
  title: 'Child Safety Policy',
  updated: '2026-09-01',
  summary: `${productName} has zero tolerance for child sexual abuse and exploitation (CSAE): how we prevent it, how to report it and what we do.`,
  sections: [
    {
      heading: 'Our standard',
      paragraphs: [
        `${companyName} prohibits child sexual abuse and exploitation (CSAE) in every part of ${productName}: profiles, photos, messages, comments, marketplace posts and events. This includes child sexual abuse material, grooming, sextortion, trafficking and any content or contact that sexualizes a minor.`,
        `${productName} is for adults: accounts require a birthday showing the member is at least 18 years old.`,
      ],
    },
    {
      heading: 'How we prevent harm',
      list: [
        'Age checks at sign-up and account removal when we learn a member is under 18.',
        'Member lists, contact details and messages are visible only to signed-in teammates and group members.',
        'Every profile, message, comment and event can be reported from the app, and any member can block another.',
        'Staff who review reports are trained to recognize CSAE and escalate it immediately.',
      ],
      paragraphs: ['We design the product so that adults play with adults:'],
    },
    {
      heading: 'How to report',
      paragraphs: [
        `Use "Report user", "Report message", "Report comment" or "Report event" in the app, or e-mail ${safetyEmail}. Reports about the safety of a child are reviewed first, every day of the week.`,
        'If a child is in immediate danger, call 911 or your local emergency number first. In the United States you can also report to the National Center for Missing & Exploited Children at CyberTipline.org or 1-800-843-5678.',
      ],
    },
    {
      heading: 'What we do',
      paragraphs: [
        'When we find or are told about CSAE we remove the content, permanently ban the accounts involved, preserve the evidence the law requires, and report it to the National Center for Missing & Exploited Children and to law enforcement. We cooperate fully with investigations.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Our child safety point of contact can be reached at ${safetyEmail}. We review this policy at least once a year and whenever the law changes.`,
      ],
    },
  ],
};
