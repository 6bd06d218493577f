import type { PrimaryFunction } from '@marquee/contracts/enums';
import type { DocumentType } from '@marquee/contracts/document-types';

/*
 * Material for the demo administrator's back office (issue 22, docs/decisions/0073): applications waiting for
 * approval written out in full, and the organisers who signed up over the last year. Places are the built-in
 * gazetteer's labels and coordinates; phone numbers are in the Ofcom drama ranges libphonenumber accepts (numbers
 * 600 and up of each range, which the generated demo never reaches); web addresses use the reserved .example domain.
 */

export interface DemoApplication {
  company: string;
  name: string;
  email: string;
  phone: string;
  position: string;
  website: string;
  displayEmail: string;
  primaryFunction: PrimaryFunction;
  place: { location: string; latitude: number; longitude: number };
  nearby: number;
  products: string[];
  summary: string;
  sustainabilityPolicy: string | null;
  /** Past events: what, the month (1-12) and how many years before the seeding year ('(June 2026)' is added). */
  pastEvents: [string, number, number][];
  /** Hours before the seeding day the application was sent (the queue holds the last few days). */
  sentHoursAgo: number;
  documents: { type: DocumentType; fileName: string; validForDays: number }[];
  logo: string;
  cover: string;
}

/** Three applications beside the generated ones: complete, with documents an administrator can verify. */
export const demoApplications: DemoApplication[] = [
  {
    company: 'Minster Kitchen Catering',
    name: 'Hannah Whitaker',
    email: 'hannah@minsterkitchen.example',
    phone: '+443069990601',
    position: 'Head Chef and Owner',
    website: 'https://www.minsterkitchen.example',
    displayEmail: 'events@minsterkitchen.example',
    primaryFunction: 'supplier_or_contractor',
    place: { location: 'York, England', latitude: 53.95763, longitude: -1.08271 },
    nearby: 50,
    products: ['Event Catering', 'Wedding Catering', 'Canapés & Bowl Food', 'Afternoon Tea Catering'],
    summary:
      'Minster Kitchen Catering is a York caterer cooking seasonal Yorkshire produce for weddings, private ' +
      'dinners and corporate events across North Yorkshire, up to 50 miles from the city. We run our own ' +
      'kitchen, waiting staff and bar, and every menu starts with a tasting.',
    sustainabilityPolicy:
      'Ingredients from farms within 30 miles wherever we can; food waste composted and surplus given to a York food bank.',
    pastEvents: [
      ['Wedding breakfast for 140 guests at a country house near Malton', 6, 1],
      ['Canapé reception for 300 at a York guildhall', 11, 1],
      ['Afternoon tea for a charity garden party in Harrogate', 7, 2],
    ],
    sentHoursAgo: 3,
    documents: [
      {
        type: 'public_liability_insurance',
        fileName: 'Public liability insurance 2026-27.pdf',
        validForDays: 300,
      },
      {
        type: 'food_hygiene_rating',
        fileName: 'Food hygiene rating 5 - City of York.pdf',
        validForDays: 540,
      },
    ],
    logo: 'logo-cloche-1.svg',
    cover: 'banquet.svg',
  },
  {
    company: 'Seafront Sound & Light',
    name: 'Marcus Okafor',
    email: 'marcus@seafrontsoundlight.example',
    phone: '+443069990600',
    position: 'Director',
    website: 'https://www.seafrontsoundlight.example',
    displayEmail: 'bookings@seafrontsoundlight.example',
    primaryFunction: 'supplier_or_contractor',
    place: { location: 'Brighton, England', latitude: 50.82838, longitude: -0.13947 },
    nearby: 100,
    products: ['PA System Hire', 'Stage Lighting Hire', 'Sound Engineers', 'Radio Microphone Hire'],
    summary:
      'Seafront Sound & Light supplies PA, lighting and engineers for conferences, festivals and weddings from ' +
      'our warehouse in Brighton, across the South East and up to 100 miles away. Every booking comes with a ' +
      'site visit, PAT-tested kit and a named engineer on the day.',
    sustainabilityPolicy: null,
    pastEvents: [
      ['Main stage PA and lighting for a two-day seafront festival in Brighton', 8, 1],
      ['Conference sound for 600 delegates in Eastbourne', 3, 1],
      ['Wedding band rig and uplighting at a barn near Lewes', 9, 2],
    ],
    sentHoursAgo: 30,
    documents: [
      {
        type: 'public_liability_insurance',
        fileName: 'Seafront S&L public liability certificate.pdf',
        validForDays: 210,
      },
      { type: 'pat_testing', fileName: 'PAT testing register - spring.pdf', validForDays: 330 },
    ],
    logo: 'logo-signal-2.svg',
    cover: 'stage.svg',
  },
  {
    company: 'Wild Meadow Flowers',
    name: 'Isla Fraser',
    email: 'isla@wildmeadowflowers.example',
    phone: '+441314960600',
    position: 'Founder',
    website: 'https://www.wildmeadowflowers.example',
    displayEmail: 'hello@wildmeadowflowers.example',
    primaryFunction: 'supplier_or_contractor',
    place: { location: 'Edinburgh, Scotland', latitude: 55.95206, longitude: -3.19648 },
    nearby: 25,
    products: ['Wedding Flowers', 'Event Flowers', 'Floral Installations', 'Dried & Sustainable Flowers'],
    summary:
      'Wild Meadow Flowers is an Edinburgh florist growing and foraging Scottish flowers for weddings, ' +
      'dinners and launches within 25 miles of the city. We design arches, hanging installations and table ' +
      'flowers, and take everything away again for composting after the event.',
    sustainabilityPolicy:
      'No floral foam, Scottish-grown stems from April to October, and every installation composted or re-used.',
    pastEvents: [
      ['Hanging meadow installation for a product launch in Leith', 5, 1],
      ['Wedding flowers for 90 guests at a Borders estate', 6, 2],
      ['Table flowers for a charity dinner at an Edinburgh museum', 2, 1],
    ],
    sentHoursAgo: 52,
    documents: [
      {
        type: 'public_liability_insurance',
        fileName: 'Wild Meadow Flowers - PLI schedule.pdf',
        validForDays: 120,
      },
    ],
    logo: 'logo-bloom-1.svg',
    cover: 'flowers.svg',
  },
];

export interface DemoOrganiser {
  name: string;
  company: string;
  primaryFunction: PrimaryFunction;
  position: string;
  /** E.164, in the drama range of the organisation's city. */
  phone: string;
}

/**
 * Organisers who signed up over the last year (spec 3 'Organiser (admin list)'): with the demo's own, more than
 * one page of 25 in the administrators' list. Listed oldest first.
 */
export const demoOrganisers: DemoOrganiser[] = [
  ['Eleanor Price', 'Price & Partners Solicitors', 'corporate_company', 'Office Manager', '+442079460600'],
  ['Tom Gallagher', 'Gallagher Live', 'event_organiser', 'Managing Director', '+441614960601'],
  [
    'Aisha Rahman',
    'Brightside Youth Trust',
    'association_or_institute',
    'Fundraising Manager',
    '+441214960602',
  ],
  ['Rhys Morgan', 'Cardiff Bay Business Club', 'association_or_institute', 'Secretary', '+442920180603'],
  ['Charlotte Hughes', 'Hughes Wedding Company', 'event_organiser', 'Wedding Planner', '+441174960604'],
  ['Daniel Cohen', 'Northern Lights Tech Ltd', 'corporate_company', 'People Team Lead', '+441134960605'],
  [
    'Grace Campbell',
    'Glasgow Science Festival Trust',
    'association_or_institute',
    'Producer',
    '+441414960606',
  ],
  ['Oliver Shaw', 'Shaw Marketing Group', 'agency', 'Account Director', '+441144960607'],
  ['Priya Patel', 'Leicester Diwali Committee', 'association_or_institute', 'Chair', '+441164960608'],
  ['James O’Neill', 'Belfast Harbour Hotel', 'venue', 'Events Sales Manager', '+442896496609'],
  ['Sophie Turner', 'Turner & Webb Architects', 'corporate_company', 'Studio Manager', '+442079460610'],
  ['Callum Fraser', 'Highland Games Edinburgh', 'event_organiser', 'Organiser', '+441314960611'],
  ['Megan Lloyd', 'Mersey Media', 'media_or_publisher', 'Partnerships Manager', '+441514960612'],
  [
    'Ethan Wright',
    'Reading Borough Council',
    'government_or_local_council_or_public_sector',
    'Events Officer',
    '+441184960613',
  ],
  [
    'Hollie Brooks',
    'Brooks Destination Events',
    'destination_or_convention_bureau_or_dmc',
    'Founder',
    '+441914980614',
  ],
  ['Samuel Adeyemi', 'Adeyemi Family', 'event_organiser', 'Private client', '+442079460615'],
  [
    'Lucy Bennett',
    'Peak District Running Club',
    'association_or_institute',
    'Social Secretary',
    '+441144960616',
  ],
  ['Harry Collins', 'Collins Motor Group', 'corporate_company', 'Marketing Manager', '+441214960617'],
  ['Zara Ahmed', 'Manchester Food Collective', 'event_organiser', 'Events Lead', '+441614960618'],
  ['George Murray', 'Murray Hall Estate', 'venue', 'Estate Manager', '+441414960619'],
  ['Amelia Clarke', 'Clarke PR', 'agency', 'Senior Account Manager', '+442079460620'],
  [
    'Noah Evans',
    'Swansea Bay Sports Trust',
    'association_or_institute',
    'Operations Manager',
    '+442920180621',
  ],
  ['Freya Mitchell', 'Mitchell & Rose Bridal', 'corporate_company', 'Owner', '+441174960622'],
  ['William Foster', 'Bristol Tech Week', 'event_organiser', 'Programme Director', '+441174960623'],
  ['Isabelle Ward', 'Ward Consulting', 'corporate_company', 'Executive Assistant', '+441134960624'],
  [
    'Jacob Hill',
    'Sheffield Students’ Union',
    'association_or_institute',
    'Events Coordinator',
    '+441144960625',
  ],
  ['Ruby Kaur', 'Kaur Celebrations', 'event_organiser', 'Planner', '+441164960626'],
  ['Alfie Robinson', 'Robinson Brewing Co', 'corporate_company', 'Head of Brand', '+441614960627'],
].map(([name, company, primaryFunction, position, phone]) => ({
  name: name as string,
  company: company as string,
  primaryFunction: primaryFunction as PrimaryFunction,
  position: position as string,
  phone: phone as string,
}));
