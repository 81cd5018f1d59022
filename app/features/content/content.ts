/**
 * The footer's information pages (requirements 2.9: /contact/, /jobs/, /aboutus/, /terms-of-use/,
 * /security/, /privacy/, /cookies-policy/). Short, plain-English and true to how the product works.
 */
/** A link under a section's paragraphs: a page of the site, another site (opens in a new tab) or an email. */
interface ContentLink {
  label: string;
  href: string;
  external?: boolean;
}

interface ContentSection {
  heading: string;
  paragraphs: string[];
  links?: ContentLink[];
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
          'If an advert looks wrong or misleading, use "Report this advert" on the advert and our team will look into it within one working day.',
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
  accessibility: {
    path: '/accessibility/',
    title: 'Accessibility statement',
    description:
      'How accessible Forecourt is: WCAG 2.2 AA, how we test it, the problems we know of and how to tell us about one.',
    intro:
      'This statement applies to the Forecourt website. We want as many people as possible to be able to use it, whatever device, settings or assistive technology they use.',
    sections: [
      {
        heading: 'Using this website',
        paragraphs: [
          'You should be able to use every part of the site with a keyboard alone, change colours with your system’s high contrast (forced colours) mode, zoom in up to 400% without the text spilling off the screen or needing to scroll sideways, turn off animation with your system’s reduce motion setting, and use it with a screen reader or speech recognition software.',
          'AbilityNet has advice on making your device easier to use if you have a disability.',
        ],
        links: [{ label: 'AbilityNet: My Computer My Way', href: 'https://mcmw.abilitynet.org.uk/', external: true }],
      },
      {
        heading: 'How accessible this website is',
        paragraphs: [
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. We know some parts are not fully accessible yet:',
          'Pages and frames from our partners (finance and insurance quotes, video tours, the optional dealer map) are made by other companies. We check that each frame has a title and can be closed by keyboard, but we do not test what is inside it.',
          'Adverts and dealer descriptions are written by dealers. We give every photo a text alternative from the vehicle’s details, but we cannot check every word a dealer writes for plain language or abbreviations.',
          'We have not yet tested the site with screen reader users or in a full manual audit by an external specialist. Our checks of names, roles and states are automated (see below), and automated checks cannot find every problem.',
        ],
      },
      {
        heading: 'Feedback and reporting a problem',
        paragraphs: [
          'If you find a problem that is not listed on this page, or you need information from the site in a different format, tell us. Use the contact form (choose “The website”), email help@forecourt.example with “Accessibility” in the subject, or call 020 7946 0123, Monday to Friday 9am to 5:30pm. Tell us the page address and what went wrong.',
          'We aim to reply within two working days and to fix a problem that stops you using the site within ten working days.',
        ],
        links: [
          { label: 'Contact us', href: '/contact/' },
          { label: 'Email help@forecourt.example', href: 'mailto:help@forecourt.example?subject=Accessibility' },
        ],
      },
      {
        heading: 'If you are not happy with our response',
        paragraphs: [
          'Under the Equality Act 2010 we must make reasonable adjustments so that disabled people can use our services. If you are not happy with how we respond to your complaint, contact the Equality Advisory and Support Service (EASS), which gives free advice in England, Scotland and Wales. In Northern Ireland, contact the Equality Commission for Northern Ireland. The Equality and Human Rights Commission (EHRC) is responsible for enforcing the law.',
        ],
        links: [
          {
            label: 'Equality Advisory and Support Service',
            href: 'https://www.equalityadvisoryservice.com/',
            external: true,
          },
          { label: 'Equality Commission for Northern Ireland', href: 'https://www.equalityni.org/', external: true },
        ],
      },
      {
        heading: 'Compliance status',
        paragraphs: [
          'As a private company we are not covered by the Public Sector Bodies Accessibility Regulations 2018, but we follow the model statement they set out because it is a good one. We believe this website is partially compliant with WCAG 2.2 level AA, because of the content we do not control and the testing we have not yet done, listed above.',
        ],
      },
      {
        heading: 'How we test this website',
        paragraphs: [
          'Every change to the site is checked automatically before it is released. Two independent checkers, axe-core (WCAG 2.2 A and AA rules) and HTML_CodeSniffer (WCAG 2 AA), scan every page and every pop-up at four screen widths: 320, 375, 1024 and 1280 pixels, the narrowest being a 1280 pixel window zoomed to 400%. They must find nothing.',
          'On every page, automated browser tests also check that the page never scrolls sideways at 320 pixels, that the focus ring stays visible in forced colours mode and is never hidden under another part of the page as you move through it with the Tab key, that selected options still look selected in forced colours, that nothing moves when reduce motion is on, and that the site name is never broken across lines.',
          'The main journeys (searching, filtering and sorting, shortlisting, comparing, contacting a dealer, finance, selling your car, signing in and saved searches) are tested with the keyboard alone. Every example of every component in our design system is scanned with axe-core, and the controls whose look changes when selected are also checked in forced colours and at 200% zoom.',
        ],
      },
      {
        heading: 'Preparation of this statement',
        paragraphs: [
          'This statement was prepared on 25 November 2026. It was last reviewed on 25 November 2026. We review it whenever we change how the site works and at least once a year.',
        ],
      },
    ],
  },
} satisfies Record<string, ContentPageData>;

export type ContentPageName = keyof typeof contentPages;
