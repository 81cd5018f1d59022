/**
 * The footer's information pages (spec section 2: /contact/, /jobs/, /aboutus/, /terms-of-use/,
 * /security/, /privacy/, /cookies-policy/). Short, plain-English and true to how the product works.
 */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export interface ContentPageData {
  path: string;
  title: string;
  description: string;
  intro: string;
  sections: ContentSection[];
}

export const contentPages = {
  contact: {
    path: '/contact/',
    title: 'Contact us',
    description: 'How to contact Forecourt about the website, an advert, a dealer or your account.',
    intro: 'We are here to help with the website, your account and adverts you have seen on Forecourt.',
    sections: [
      {
        heading: 'About a car or van you have seen',
        paragraphs: [
          'Every advert is placed by a dealer. The quickest way to ask about a vehicle is to contact the dealer from its advert, by phone or with the email form.',
          'If an advert looks wrong or misleading, use "Report this ad" on the advert and our team will look into it within one working day.',
        ],
      },
      {
        heading: 'About the website or your account',
        paragraphs: [
          'Send us a message with the form on this page, email help@forecourt.example or call 020 7946 0123, Monday to Friday 9am to 5:30pm (not bank holidays). Calls cost the same as a call to any UK landline.',
          'We aim to answer emails within two working days.',
        ],
      },
      {
        heading: 'If you are a dealer',
        paragraphs: [
          'Call our dealer team on 020 7946 0456 or send them a message with the form on this page. To reach your dealer portals, use "Dealer login" at the bottom of any page.',
        ],
      },
    ],
  },
  jobs: {
    path: '/jobs/',
    title: 'Jobs at Forecourt',
    description: 'Work at Forecourt: engineering, design, sales and customer roles in the UK.',
    intro:
      'We build the UK marketplace for used cars and vans that everyone can use, whatever device or assistive technology they rely on.',
    sections: [
      {
        heading: 'How we work',
        paragraphs: [
          'Small teams, each owning a part of the product end to end, working from our Manchester office, remotely in the UK, or both.',
          'Every role comes with 28 days of holiday plus bank holidays, a pension with 6% employer contribution, and a learning budget.',
        ],
      },
      {
        heading: 'Open roles',
        paragraphs: [
          'We are not hiring for a specific role right now. Send your CV to jobs@forecourt.example and tell us what you would like to work on: we read every application.',
        ],
      },
      {
        heading: 'Adjustments',
        paragraphs: ['Tell us about any adjustments you need at any stage of the process, and we will make them.'],
      },
    ],
  },
  aboutus: {
    path: '/aboutus/',
    title: 'About us',
    description: 'Forecourt has helped people in the UK find used cars and vans from dealers since 2006.',
    intro:
      'Since 2006 Forecourt has helped people across the UK find their next used car or van from dealers near them.',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'We list cars and vans for sale by UK dealers, with prices, monthly costs and the details that matter, so you can compare them in one place and contact the dealer directly.',
          'We do not sell vehicles ourselves, and we never charge you to search, shortlist or contact a dealer.',
        ],
      },
      {
        heading: 'Finance and insurance',
        paragraphs: [
          'We are a credit broker, not a lender. When you ask about finance or insurance we introduce you to regulated partners, who pay us a fixed commission. You do not pay more because of it.',
        ],
      },
      {
        heading: 'Accessibility',
        paragraphs: [
          'We design Forecourt to meet WCAG 2.2 level AA: it works with a keyboard alone, with screen readers, at 400% zoom and in high contrast modes. If something does not work for you, please tell us through the contact page.',
        ],
      },
    ],
  },
  'terms-of-use': {
    path: '/terms-of-use/',
    title: 'Terms of use',
    description: 'The terms that apply when you use the Forecourt website.',
    intro: 'These terms apply when you use the Forecourt website. By using it you accept them.',
    sections: [
      {
        heading: 'Adverts',
        paragraphs: [
          'Adverts are written by dealers, who are responsible for them. We check adverts for obvious errors but cannot guarantee that every detail is right, so always confirm the details with the dealer before you buy.',
        ],
      },
      {
        heading: 'Using the site',
        paragraphs: [
          'You may use the site for your own personal, non-commercial use. Do not copy adverts or data in bulk, try to break the site, or use it to send unsolicited messages to dealers.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Your contract to buy a vehicle is with the dealer, not with us. Nothing in these terms limits your rights as a consumer under UK law.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'We may update these terms. The version on this page is the one that applies, and we will tell account holders about significant changes by email.',
        ],
      },
    ],
  },
  security: {
    path: '/security/',
    title: 'Security',
    description: 'How Forecourt keeps your account safe, how to spot scams, and how to report a vulnerability.',
    intro: 'How we keep your account safe, and how you can protect yourself when buying a vehicle.',
    sections: [
      {
        heading: 'Avoiding scams',
        paragraphs: [
          'Never pay for a vehicle you have not seen, and never pay by bank transfer to someone you have only met online. Dealers on Forecourt will never ask you to pay through us.',
          'If a deal looks too good to be true, it probably is: report the advert and we will check it.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Use a password of at least 9 characters with letters and numbers that you do not use anywhere else. We will never ask for your password by email or phone.',
        ],
      },
      {
        heading: 'Reporting a vulnerability',
        paragraphs: [
          'If you think you have found a security problem in our website, email security@forecourt.example. Please give us a reasonable time to fix it before you tell anyone else.',
        ],
      },
    ],
  },
  privacy: {
    path: '/privacy/',
    title: 'Privacy notice',
    description: 'What personal data Forecourt collects, why, who we share it with and your rights.',
    intro:
      'This notice explains what personal data we collect, why we use it, and your rights under UK data protection law.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'The details you give us when you contact a dealer, create an account or ask for a valuation; the vehicles you view and shortlist; and technical data such as your browser and approximate location from your postcode.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To pass your enquiry to the dealer you contacted, to run your account and saved shortlist, to keep the site secure and to improve it. With your consent we also send you emails about vehicles you may like.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'The dealer you contact, and, only when you ask about finance or insurance, our regulated finance and insurance partners. We never sell your data.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it, by emailing privacy@forecourt.example. You can also complain to the Information Commissioner’s Office (ICO).',
        ],
      },
    ],
  },
  'cookies-policy': {
    path: '/cookies-policy/',
    title: 'Cookies policy',
    description: 'The cookies Forecourt uses, what each is for and how to control them.',
    intro: 'Cookies are small files saved in your browser. This page lists the ones we use and why.',
    sections: [
      {
        heading: 'Cookies we need',
        paragraphs: [
          'Your shortlist when you are signed out (up to 25 vehicles, kept for 30 days), your last postcode search (kept for one day), your saved search choices for cars and vans, and your signed-in session.',
        ],
      },
      {
        heading: 'Cookies that measure use',
        paragraphs: [
          'With your consent, we count page views and searches so we can see what works and improve it. These records do not identify you.',
        ],
      },
      {
        heading: 'Controlling cookies',
        paragraphs: [
          'You can delete cookies at any time in your browser settings. If you block the cookies we need, your shortlist and searches will not be remembered.',
        ],
      },
    ],
  },
} satisfies Record<string, ContentPageData>;

export type ContentPageName = keyof typeof contentPages;
