/**
 * Material for the demo data: real UK places with their coordinates, and the words suppliers of
 * each category use about themselves. Phone numbers come from the ranges Ofcom keeps for drama (numbers
 * that are never given to anyone) and that libphonenumber still accepts as valid UK numbers, so the demo
 * users' settings save like anyone's; web addresses use the reserved .example domain, so no demo row points
 * at a real business or person.
 */

export interface DemoCity {
  name: string;
  latitude: number;
  longitude: number;
  /**
   * E.164 prefix of an Ofcom drama range of the place with three digits left to fill; absent when the place has
   * none that libphonenumber accepts (Nottingham's 0115 496 0xxx is refused), then DRAMA_PHONE_PREFIX.
   */
  phonePrefix?: string;
}

/**
 * Ofcom's drama range of UK-wide 03 numbers, 0306 999 0000 to 0306 999 0999: valid for libphonenumber (unlike the
 * mobile drama range 07700 900xxx and 01632 960xxx, which it refuses), and never given to a subscriber.
 */
export const DRAMA_PHONE_PREFIX = '+443069990';

export const demoCities: DemoCity[] = [
  { name: 'London', latitude: 51.5074, longitude: -0.1278, phonePrefix: '+442079460' },
  { name: 'Manchester', latitude: 53.4808, longitude: -2.2426, phonePrefix: '+441614960' },
  { name: 'Birmingham', latitude: 52.4862, longitude: -1.8904, phonePrefix: '+441214960' },
  { name: 'Leeds', latitude: 53.8008, longitude: -1.5491, phonePrefix: '+441134960' },
  { name: 'Glasgow', latitude: 55.8642, longitude: -4.2518, phonePrefix: '+441414960' },
  { name: 'Edinburgh', latitude: 55.9533, longitude: -3.1883, phonePrefix: '+441314960' },
  { name: 'Bristol', latitude: 51.4545, longitude: -2.5879, phonePrefix: '+441174960' },
  { name: 'Cardiff', latitude: 51.4816, longitude: -3.1791, phonePrefix: '+442920180' },
  { name: 'Belfast', latitude: 54.5973, longitude: -5.9301, phonePrefix: '+442896496' },
  { name: 'Liverpool', latitude: 53.4084, longitude: -2.9916, phonePrefix: '+441514960' },
  { name: 'Newcastle upon Tyne', latitude: 54.9783, longitude: -1.6178, phonePrefix: '+441914980' },
  { name: 'Sheffield', latitude: 53.3811, longitude: -1.4701, phonePrefix: '+441144960' },
  { name: 'Nottingham', latitude: 52.9548, longitude: -1.1581 },
  { name: 'Leicester', latitude: 52.6369, longitude: -1.1398, phonePrefix: '+441164960' },
  { name: 'Reading', latitude: 51.4543, longitude: -0.9781, phonePrefix: '+441184960' },
  { name: 'Brighton', latitude: 50.8225, longitude: -0.1372 },
  { name: 'Oxford', latitude: 51.752, longitude: -1.2577 },
  { name: 'Cambridge', latitude: 52.2053, longitude: 0.1218 },
  { name: 'York', latitude: 53.96, longitude: -1.0873 },
  { name: 'Bath', latitude: 51.3811, longitude: -2.359 },
  { name: 'Norwich', latitude: 52.6309, longitude: 1.2974 },
  { name: 'Southampton', latitude: 50.9097, longitude: -1.4044 },
  { name: 'Aberdeen', latitude: 57.1497, longitude: -2.0943 },
  { name: 'Exeter', latitude: 50.7184, longitude: -3.5339 },
  { name: 'Plymouth', latitude: 50.3755, longitude: -4.1427 },
  { name: 'Chester', latitude: 53.1934, longitude: -2.8931 },
  { name: 'Canterbury', latitude: 51.2802, longitude: 1.0789 },
  { name: 'Harrogate', latitude: 53.9921, longitude: -1.5418 },
  { name: 'Inverness', latitude: 57.4778, longitude: -4.2247 },
  { name: 'Swansea', latitude: 51.6214, longitude: -3.9436 },
  { name: 'Cheltenham', latitude: 51.8994, longitude: -2.0783 },
  { name: 'Milton Keynes', latitude: 52.0406, longitude: -0.7594 },
  { name: 'Coventry', latitude: 52.4068, longitude: -1.5197 },
  { name: 'Derby', latitude: 52.9225, longitude: -1.4746 },
  { name: 'Kingston upon Hull', latitude: 53.7676, longitude: -0.3274 },
  { name: 'Stratford-upon-Avon', latitude: 52.1917, longitude: -1.7073 },
  { name: 'Bournemouth', latitude: 50.7192, longitude: -1.8808 },
  { name: 'Dundee', latitude: 56.462, longitude: -2.9707 },
  { name: 'Winchester', latitude: 51.0632, longitude: -1.308 },
  { name: 'Guildford', latitude: 51.2362, longitude: -0.5704 },
];

/** Given names common across the UK (the en_GB faker locale has none of its own). */
export const ukFirstNames = [
  'Oliver',
  'George',
  'Harry',
  'Jack',
  'Jacob',
  'Noah',
  'Charlie',
  'Thomas',
  'Oscar',
  'William',
  'James',
  'Alfie',
  'Joshua',
  'Henry',
  'Leo',
  'Archie',
  'Ethan',
  'Joseph',
  'Freddie',
  'Samuel',
  'Daniel',
  'Mohammed',
  'Arjun',
  'Rhys',
  'Callum',
  'Euan',
  'Niall',
  'Ciaran',
  'Owen',
  'Dylan',
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Emily',
  'Sophie',
  'Grace',
  'Lily',
  'Freya',
  'Ella',
  'Charlotte',
  'Poppy',
  'Evie',
  'Chloe',
  'Ruby',
  'Hannah',
  'Jessica',
  'Megan',
  'Aisha',
  'Priya',
  'Zara',
  'Niamh',
  'Siobhan',
  'Eilidh',
  'Catrin',
  'Ffion',
  'Rebecca',
  'Lucy',
  'Holly',
  'Kirsty',
];

/** Family names common across the UK. */
export const ukSurnames = [
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  'Brown',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Johnson',
  'Roberts',
  'Robinson',
  'Thompson',
  'Wright',
  'Walker',
  'White',
  'Edwards',
  'Hughes',
  'Green',
  'Hall',
  'Lewis',
  'Harris',
  'Clarke',
  'Patel',
  'Jackson',
  'Wood',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Morris',
  'Moore',
  'Clark',
  'Lee',
  'King',
  'Baker',
  'Harrison',
  'Morgan',
  'Allen',
  'Scott',
  'Phillips',
  'Watson',
  'Parker',
  'Price',
  'Bennett',
  'Young',
  'Griffiths',
  'Mitchell',
  'Kelly',
  'Cook',
  'Carter',
  'Richardson',
  'Bailey',
  'Collins',
  'Bell',
  'Shaw',
  'Murphy',
  'Miller',
  'Cox',
  'Khan',
  'Marshall',
  'Anderson',
  'Simpson',
  'Ellis',
  'Adams',
  'Singh',
  'Begum',
  'Wilkinson',
  'Foster',
  'Chapman',
  'Powell',
  'Webb',
  'Rogers',
  'Gray',
  'Mason',
  'Ali',
  'Hunt',
  'Hussain',
  'Campbell',
  'Matthews',
  'Owen',
  'Palmer',
  'Holmes',
  'Mills',
  'Barnes',
  'Knight',
  'Lloyd',
  'Butler',
  'Russell',
  'Fisher',
  'Stevens',
  'Jenkins',
  'Murray',
  'Dixon',
  'Harvey',
  'MacDonald',
  'Fraser',
  'Stewart',
  'Reid',
  "O'Neill",
  'Quinn',
  'Doherty',
  'McLean',
  'Sutherland',
  'Pritchard',
  'Llewellyn',
  'Okafor',
  'Nowak',
  'Chen',
];

/** Fictional organisations behind the generated organisers, one per primary function used. */
export const organiserCompanies = {
  agency: 'Harbourside Marketing Ltd',
  corporate_company: 'Northbridge Financial plc',
  association_or_institute: 'Caledonian Institute of Engineers',
  venue: 'Larkfield Manor',
  government_or_local_council_or_public_sector: 'Wessex County Council',
} as const;

/** Words for company names. */
export const nameAdjectives = [
  'Golden',
  'Silver',
  'Bright',
  'Bluebell',
  'Oak',
  'Copper',
  'Willow',
  'Northern',
  'Little',
  'Wild',
  'Crown',
  'Harbour',
  'Meadow',
  'Velvet',
  'Ivy',
  'Thistle',
  'Kestrel',
  'Orchard',
  'Hawthorn',
  'Riverside',
];

/**
 * How suppliers of each category name and describe themselves. Name patterns use {surname},
 * {first}, {city} and {adj}.
 */
export interface CategoryVoice {
  names: string[];
  /** "a … based in {city}". */
  kind: string;
  /** A sentence on how they work, in the first person plural. */
  approach: string[];
}

export const categoryVoices: Record<string, CategoryVoice> = {
  venues: {
    names: [
      '{surname} Hall',
      'The {adj} Rooms',
      '{adj} Barn Venues',
      '{city} Events Centre',
      '{surname} House',
    ],
    kind: 'event venue',
    approach: [
      'Our events team looks after every booking from the first viewing to the last guest leaving.',
      'Flexible spaces hold anything from a board meeting for 12 to a dinner for 400.',
    ],
  },
  catering: {
    names: [
      '{surname} & Co Catering',
      'The {adj} Kitchen',
      '{city} Street Feast',
      '{surname} Hog Roasts',
      '{adj} Fork Catering',
    ],
    kind: 'event caterer',
    approach: [
      'Menus are written around the season and sourced from local farms and producers.',
      'Every dietary requirement is planned for, with allergens labelled on every dish.',
    ],
  },
  'audio-visual-production': {
    names: [
      '{city} Sound & Light',
      '{surname} AV',
      '{adj} Audio',
      '{adj} Pixel Productions',
      '{surname} Live',
    ],
    kind: 'audio visual and production company',
    approach: [
      'Our technicians stay on site for the whole show, so nothing is left to chance.',
      'We hold our own stock of sound, lighting and video kit, maintained and PAT tested.',
    ],
  },
  'staging-structures': {
    names: ['{surname} Staging', '{city} Stage Hire', '{adj} Structures', '{surname} Event Build'],
    kind: 'staging and temporary structures company',
    approach: [
      'Every structure is designed and signed off by our engineers before it reaches site.',
      'Our crews build and de-rig to tight schedules, day or night.',
    ],
  },
  'marquees-tents': {
    names: [
      '{surname} Marquees',
      '{adj} Canvas Co',
      'The {adj} Tipi Company',
      '{city} Tent Hire',
      '{surname} Stretch Tents',
    ],
    kind: 'marquee and tent hire company',
    approach: [
      'A free site visit comes with every quote, so the marquee fits your garden, not the other way round.',
      'Flooring, lining, lighting and heating are all supplied and installed by our own crew.',
    ],
  },
  entertainment: {
    names: [
      'The {adj} Collective',
      '{first} {surname} Magic',
      '{city} Party DJs',
      'The {adj} Swing Band',
      '{adj} Entertainment',
    ],
    kind: 'entertainment agency',
    approach: [
      'Every act we put forward has been seen live by our team.',
      'We agree the set list, timings and sound checks with you well before the day.',
    ],
  },
  'photography-video': {
    names: ['{first} {surname} Photography', '{adj} Frame Films', '{city} Photo Booths', '{surname} Studios'],
    kind: 'photography and film studio',
    approach: [
      'Edited highlights are ready within 48 hours, and full galleries within two weeks.',
      'We work quietly in the background and capture the moments people remember.',
    ],
  },
  'event-staff': {
    names: ['{surname} Event Staffing', '{city} Hospitality Crew', '{adj} Staff', '{surname} People'],
    kind: 'event staffing agency',
    approach: [
      'All staff are vetted, briefed and uniformed, with a team leader on every booking.',
      'We can usually fill last-minute requests within 24 hours.',
    ],
  },
  'furniture-decor': {
    names: ['{surname} Furniture Hire', 'The {adj} Props Co', '{city} Event Hire', '{adj} Styling'],
    kind: 'furniture hire and event styling company',
    approach: [
      'Delivery, set-up and collection are included, and we clear away at the end of the night.',
      'Our stylists can turn a mood board into a finished room.',
    ],
  },
  florists: {
    names: ["{first}'s Flowers", '{adj} Stem Floristry', 'The {city} Florist', '{adj} & Bloom'],
    kind: 'florist',
    approach: [
      'We buy British-grown flowers first and work foam-free wherever we can.',
      'Every design starts with a consultation and a sample arrangement.',
    ],
  },
  'transport-logistics': {
    names: ['{surname} Coaches', '{city} Executive Travel', '{surname} Vintage Cars', '{adj} Logistics'],
    kind: 'transport and logistics firm',
    approach: [
      'Our drivers are DBS checked, and every vehicle is tracked on the day.',
      'We plan routes, timings and parking with your venue in advance.',
    ],
  },
  'security-safety': {
    names: [
      '{surname} Security Services',
      '{city} Event Medics',
      '{adj} Shield Security',
      '{surname} Safety',
    ],
    kind: 'security and event safety provider',
    approach: [
      'All our officers hold SIA licences and work to the Purple Guide.',
      'A named safety manager writes your plan and is on site throughout.',
    ],
  },
  'event-technology': {
    names: ['{adj} Reg', '{surname} Event Tech', '{city} Connect', '{adj} Tap Events'],
    kind: 'event technology company',
    approach: [
      'Set-up, training and on-site support come with every package.',
      'Live dashboards show registrations and attendance as they happen.',
    ],
  },
  'printing-branding': {
    names: ['{city} Print & Display', '{surname} Signs', '{adj} Banners', '{surname} Print'],
    kind: 'print and branding studio',
    approach: [
      'Artwork is checked by our studio before print, and proofs are sent the same day.',
      'Next-day delivery is available on most products.',
    ],
  },
  'power-site-services': {
    names: ['{surname} Power Hire', '{city} Site Services', '{adj} Loos', '{surname} Welfare Hire'],
    kind: 'site services company',
    approach: [
      'Our engineers stay on site to refuel, service and respond around the clock.',
      'We plan power, water and waste together so the site works as one.',
    ],
  },
  'event-planning-management': {
    names: ['{surname} Events', '{first} {surname} Weddings', '{city} Event Management', '{adj} Occasions'],
    kind: 'event planning agency',
    approach: [
      'One planner looks after your event from the first call to the final invoice.',
      'We negotiate with venues and suppliers so your budget goes further.',
    ],
  },
};

export const eventTypes = [
  'weddings',
  'corporate conferences',
  'product launches',
  'festivals',
  'charity galas',
  'private parties',
  'awards dinners',
  'exhibitions',
  'summer fun days',
  'Christmas parties',
  'sports events',
  'school proms',
];

export const assurances = [
  'We are fully insured, with £10 million public liability cover.',
  'Every booking gets a dedicated contact from first enquiry to the day itself.',
  'Our team has worked everywhere from village halls to national arenas.',
  'Most of our work comes from repeat clients and personal recommendations.',
];

export const sustainabilityPolicies = [
  'We reuse equipment wherever possible, run a low-emission van fleet and send no event waste to landfill.',
  'We source locally, avoid single-use plastics and report the carbon footprint of every event we supply.',
  'Our suppliers sign our sustainable sourcing charter, and leftover food is donated to local charities.',
];

/** Names of the scenes in apps/web/public/images/demo/suppliers (cover and gallery pictures). */
export type DemoScene =
  'marquee' | 'string-lights' | 'banquet' | 'stage' | 'flowers' | 'food-stall' | 'conference' | 'festival';

/**
 * The artwork and credentials that suit each category: a logo motif (logo-{motif}-{1|2}.svg, two colourways),
 * scenes that fit its work (the first two alternate as covers, the rest fill the gallery), and a
 * sustainability policy for premium suppliers who have none.
 */
export const categoryShowcase: Record<string, { logo: string; scenes: DemoScene[]; sustainability: string }> =
  {
    venues: {
      logo: 'arch',
      scenes: ['banquet', 'string-lights', 'conference', 'flowers', 'marquee'],
      sustainability:
        'Our estate runs on renewable electricity, rainwater is harvested for the gardens and every event is zero to landfill. Menus favour produce grown within 30 miles.',
    },
    catering: {
      logo: 'cloche',
      scenes: ['food-stall', 'banquet', 'string-lights', 'marquee', 'festival'],
      sustainability:
        'We buy seasonal produce from local farms, serve on reusable or compostable ware and give surplus food to community fridges the same night.',
    },
    'audio-visual-production': {
      logo: 'signal',
      scenes: ['stage', 'conference', 'festival', 'string-lights'],
      sustainability:
        'All our lighting stock is now LED, kit travels in shared loads to cut van miles, and old equipment is refurbished or recycled through a WEEE-registered partner.',
    },
    'staging-structures': {
      logo: 'truss',
      scenes: ['stage', 'festival', 'conference', 'marquee'],
      sustainability:
        'Stage decks and structures are built from reusable modular parts, timber is FSC certified and our yard runs on solar power.',
    },
    'marquees-tents': {
      logo: 'canopy',
      scenes: ['marquee', 'string-lights', 'banquet', 'festival', 'flowers'],
      sustainability:
        'Canvas is cleaned with biodegradable products and repaired rather than replaced, flooring is reused for years, and our heaters run on HVO fuel.',
    },
    entertainment: {
      logo: 'note',
      scenes: ['stage', 'string-lights', 'festival', 'banquet'],
      sustainability:
        'Our acts share transport to every booking, we use low-energy sound and lighting rigs and we never use single-use confetti or balloons.',
    },
    'photography-video': {
      logo: 'aperture',
      scenes: ['flowers', 'banquet', 'string-lights', 'stage', 'marquee'],
      sustainability:
        'Galleries are delivered online rather than on discs or USB sticks, albums are printed on FSC paper and we travel by train where we can.',
    },
    'event-staff': {
      logo: 'rosette',
      scenes: ['banquet', 'conference', 'food-stall', 'festival'],
      sustainability:
        'We recruit locally to every event to keep travel short, issue reusable uniforms and brief every team on waste separation.',
    },
    'furniture-decor': {
      logo: 'chair',
      scenes: ['banquet', 'string-lights', 'flowers', 'marquee'],
      sustainability:
        'Our furniture is built to last and repaired in our own workshop; linen is washed at a low-temperature eco laundry and props are reused for years.',
    },
    florists: {
      logo: 'bloom',
      scenes: ['flowers', 'banquet', 'marquee', 'string-lights'],
      sustainability:
        'We work foam-free, buy British-grown flowers first and compost every stem after your event.',
    },
    'transport-logistics': {
      logo: 'route',
      scenes: ['festival', 'marquee', 'conference', 'stage'],
      sustainability:
        'Half of our fleet is now electric or hybrid, routes are planned to avoid empty journeys and every vehicle meets Euro 6 standards.',
    },
    'security-safety': {
      logo: 'shield',
      scenes: ['festival', 'stage', 'conference', 'food-stall'],
      sustainability:
        'Our teams travel together in shared minibuses, radios run on rechargeable batteries and briefings are paperless.',
    },
    'event-technology': {
      logo: 'signal',
      scenes: ['conference', 'stage', 'festival', 'banquet'],
      sustainability:
        'Badges are printed on demand from recycled card, lanyards are collected and reused, and our servers run in a renewable-powered data centre.',
    },
    'printing-branding': {
      logo: 'rosette',
      scenes: ['conference', 'festival', 'food-stall', 'stage'],
      sustainability:
        'We print with water-based inks on recyclable and PVC-free materials, and take back used banners to be recycled.',
    },
    'power-site-services': {
      logo: 'bolt',
      scenes: ['festival', 'stage', 'food-stall', 'marquee'],
      sustainability:
        'Battery-hybrid generators and HVO fuel cut emissions on every site, and our waterless toilets save thousands of litres a weekend.',
    },
    'event-planning-management': {
      logo: 'rosette',
      scenes: ['marquee', 'flowers', 'banquet', 'string-lights', 'conference'],
      sustainability:
        'We choose suppliers with credible green policies, measure the carbon footprint of every event we plan and offset what we cannot cut.',
    },
  };

/**
 * What the demo organisers' past requests were for, with the months an event of that name takes place in when its
 * name says (a Christmas party in December, a summer party from June to August); the others fit any month.
 */
export const requestEvents: { name: string; months?: number[] }[] = [
  { name: 'summer party', months: [6, 7, 8] },
  { name: 'wedding reception' },
  { name: 'company conference' },
  { name: 'charity gala dinner' },
  { name: 'product launch' },
  { name: 'Christmas party', months: [12] },
  { name: 'awards evening' },
  { name: 'milestone birthday party' },
  { name: 'team away day' },
  { name: 'open day' },
  { name: 'summer festival', months: [6, 7, 8] },
  { name: 'sports day', months: [5, 6, 7, 8, 9] },
];

/**
 * Services that only suit some events (the others suit any): no wedding planners for a company conference, no
 * grandstands for a birthday party. The first matching rule names the events a past request for it may be for.
 */
export const eventsOfServices: { services: RegExp; events: string[] }[] = [
  { services: /wedding|bridal|invitations|cake/i, events: ['wedding reception'] },
  { services: /christmas/i, events: ['Christmas party', 'awards evening', 'company conference'] },
  {
    services:
      /conference|exhibition|registration|badge|lanyard|hybrid|virtual|audience|event apps|headshot|meeting/i,
    events: ['company conference', 'product launch', 'open day', 'awards evening'],
  },
  {
    services:
      /grandstand|crowd|barrier|steward|fencing|toilet|generator|bowser|welfare|waste|cashless|trackway|shuttle|tower|ambulance|cctv|security|first aid|fire|stadium|festival|supervisors|forklift|storage|scaffolding/i,
    events: ['summer festival', 'sports day', 'open day', 'company conference', 'charity gala dinner'],
  },
  { services: /children/i, events: ['summer party', 'open day', 'milestone birthday party', 'sports day'] },
];

/**
 * The lines of a supplier's 'past events', each with the months such an event is held in ('(June 2024)' follows
 * the line): no Christmas party in August, no summer festival in November.
 */
export const pastEventPatterns: { line: string; months: number[] }[] = [
  { line: 'Wedding for {n} guests near {city}', months: [4, 5, 6, 7, 8, 9] },
  { line: 'Annual conference for {n} delegates in {city}', months: [3, 4, 5, 6, 9, 10, 11] },
  { line: 'Summer festival for {n} visitors', months: [6, 7, 8] },
  { line: 'Charity gala dinner for {n} guests', months: [3, 4, 5, 6, 9, 10, 11, 12] },
  { line: 'Product launch for {n} invited guests in {city}', months: [3, 4, 5, 6, 7, 9, 10, 11] },
  { line: 'Christmas party for {n} staff', months: [12] },
];

/** Past requests' messages; {anEvent} ('an awards evening'), {event}, {guests}, {place}, {date} and {product} are filled in. */
export const requestMessages = [
  'We are organising {anEvent} for about {guests} guests on {date} and are looking for {product}. The venue is near {place}. Please include delivery, set-up and collection in your quote.',
  'Looking for {product} for our {event} in {place}: around {guests} people, from early afternoon until late evening. Budget is flexible for the right supplier.',
  'Could you quote for {product} for {anEvent} on {date}? We expect {guests} guests. Access is straightforward and there is parking on site.',
  'We need {product} for our {event} near {place} on {date}, roughly {guests} attendees. Please let us know what is included and your availability.',
];

/**
 * How suppliers word a quote; {organiser} (first name), {event}, {anEvent}, {guests}, {place}, {date}, {product},
 * {price} ('£2,450'), {first} (the supplier's contact) and {company} are filled in. Each names the company, the
 * event and the price, so no two quotes read the same.
 */
export const quoteMessages = [
  'Hello {organiser},\n\nThank you for your request. We are available on {date} and would be delighted to help with your {event}. Our price of {price} covers {product} for {guests} guests, including delivery, set-up and collection, and our team will be on hand throughout.\n\nHappy to talk it through on the phone.\n\nKind regards,\n{first}\n{company}',
  'Hi {organiser},\n\n{company} would love to look after your {event} near {place}. For {guests} guests we would quote {price} all in: {product}, our own crew on the day and clearing away afterwards. We know the area well and can visit the site beforehand.\n\nBest wishes,\n{first}',
  'Dear {organiser},\n\nMany thanks for thinking of {company}. We can confirm availability for {date}. Our proposal for {product} for {guests} guests comes to {price}, with nothing extra for travel. A detailed breakdown follows as soon as you would like it.\n\nRegards,\n{first}',
  'Hello {organiser},\n\nWe have done many events like your {event} and would be glad to quote: {price} for {product} for around {guests} guests on {date}, set up the day before so everything is ready in good time.\n\nAny questions, just ask.\n\n{first}, {company}',
];

/** 'an awards evening', 'a summer party'. */
export const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/**
 * Places of the demo organiser's events, as the built-in gazetteer labels and locates them (modules/places): the
 * Thames Valley and the Cotswolds, the patch of the demo supplier (Hartwell Marquee Hire, Oxford, 50 miles) and
 * of the regional suppliers below, so the real matching sends each request to suppliers who really cover it.
 */
export const demoPlaces = {
  henley: { location: 'Henley-on-Thames, England', latitude: 51.53333, longitude: -0.9 },
  woodstock: { location: 'Woodstock, England', latitude: 51.8485, longitude: -1.35132 },
  abingdon: { location: 'Abingdon, England', latitude: 51.67109, longitude: -1.28278 },
  thame: { location: 'Thame, England', latitude: 51.7484, longitude: -0.97624 },
  wallingford: { location: 'Wallingford, England', latitude: 51.59982, longitude: -1.1248 },
  marlow: { location: 'Marlow, England', latitude: 51.56933, longitude: -0.77415 },
  burford: { location: 'Burford, England', latitude: 51.80915, longitude: -1.63628 },
  bicester: { location: 'Bicester, England', latitude: 51.89998, longitude: -1.15357 },
  chippingNorton: { location: 'Chipping Norton, England', latitude: 51.94109, longitude: -1.5453 },
  witney: { location: 'Witney, England', latitude: 51.7836, longitude: -1.4854 },
} as const;

/** Towns of the regional suppliers that are not among demoCities (gazetteer coordinates). */
const regionalTowns: Record<string, DemoCity> = {
  Cirencester: { name: 'Cirencester', latitude: 51.71927, longitude: -1.97145 },
  Witney: { name: 'Witney', latitude: 51.7836, longitude: -1.4854 },
  'Henley-on-Thames': { name: 'Henley-on-Thames', latitude: 51.53333, longitude: -0.9 },
  Banbury: { name: 'Banbury', latitude: 52.0632, longitude: -1.34222 },
  Marlow: { name: 'Marlow', latitude: 51.56933, longitude: -0.77415 },
};

/** A town of the demo, among demoCities or the regional towns. */
export function demoTown(name: string): DemoCity {
  const town = regionalTowns[name] ?? demoCities.find((c) => c.name === name);
  if (!town) throw new Error(`No demo town ${name}`);
  return town;
}

/**
 * The demo supplier's competitors: marquee firms and two lighting firms whose areas cover the demo organiser's
 * events (demoPlaces), on every kind of plan. Without them the generated directory (one supplier per category and
 * city, spread over the UK) would leave those requests with nobody to answer but the demo supplier. `plan` is
 * the pricing plan's id (reference.ts: 1 Free, 2 Premium, 3 Subscriber, 4 Subscriber Unlimited).
 */
export const regionalSuppliers: {
  category: string;
  town: string;
  nearby: number;
  plan: number;
  products: string[];
}[] = [
  {
    category: 'Marquees & Tents',
    town: 'Cirencester',
    nearby: 50,
    plan: 3,
    products: ['Marquee Hire', 'Tipi Hire', 'Marquee Interiors & Lining', 'Marquee Heating & Cooling'],
  },
  {
    category: 'Marquees & Tents',
    town: 'Reading',
    nearby: 50,
    plan: 4,
    products: [
      'Marquee Hire',
      'Clearspan Structures',
      'Stretch Tent Hire',
      'Marquee Heating & Cooling',
      'Marquee Interiors & Lining',
    ],
  },
  {
    category: 'Marquees & Tents',
    town: 'Witney',
    nearby: 25,
    plan: 1,
    products: ['Marquee Hire', 'Bell Tent Hire'],
  },
  {
    category: 'Marquees & Tents',
    town: 'Henley-on-Thames',
    nearby: 25,
    plan: 3,
    products: ['Marquee Hire', 'Pagoda & Gazebo Hire', 'Stretch Tent Hire'],
  },
  {
    category: 'Marquees & Tents',
    town: 'Banbury',
    nearby: 50,
    plan: 2,
    products: ['Marquee Hire', 'Yurt Hire', 'Tipi Hire'],
  },
  {
    category: 'Marquees & Tents',
    town: 'Birmingham',
    nearby: 999,
    plan: 4,
    products: [
      'Marquee Hire',
      'Clearspan Structures',
      'Marquee Interiors & Lining',
      'Marquee Heating & Cooling',
    ],
  },
  {
    category: 'Audio Visual & Production',
    town: 'Oxford',
    nearby: 50,
    plan: 3,
    products: ['Stage Lighting Hire', 'PA System Hire', 'LED Screen Hire', 'AV Technicians'],
  },
  {
    category: 'Audio Visual & Production',
    town: 'Marlow',
    nearby: 25,
    plan: 1,
    products: ['Stage Lighting Hire', 'PA System Hire'],
  },
];

/** Reviews by rating; {first} is the supplier's contact and {company} the company. */
export const reviewMessages = {
  5: [
    '{first} and the team were brilliant from the first call to the last guest leaving. Everything arrived on time and exactly as agreed.',
    'Professional, friendly and completely unflappable when the weather turned. We would book {company} again without a second thought.',
    'The quote was clear with no hidden extras, and the service on the day was faultless. Thank you for making our event so easy.',
    'Quick to reply, happy to adjust the plan twice as our numbers changed, and spot on with every detail. Highly recommended.',
    'We have used many suppliers for our events over the years and this was the smoothest yet. Punctual, tidy and great with our guests.',
    'Went above and beyond: {first} visited the venue beforehand and spotted a problem we had missed. Superb service.',
  ],
  4: [
    'Very good service overall. Set-up ran a little later than planned, but {first} kept us informed and everything was ready before guests arrived.',
    'Great communication and a fair price. One small item was missing on the day, but it was sorted within the hour.',
    'A reliable, friendly team who clearly knew what they were doing. We will use them again for our next event.',
    'Good value and a professional finish. The paperwork took a while to arrive, but the day itself went very well.',
  ],
  3: [
    'The service on the day was fine, but replies to our emails were slow in the run-up and we had to chase for the final invoice.',
    'Did what we asked, though not quite to the standard we expected for the price. The staff on the day were friendly.',
  ],
} as const;
