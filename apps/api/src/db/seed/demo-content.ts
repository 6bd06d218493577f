import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { partners, testimonials } from '../schema/content';

/**
 * Demo 'Endorsed by' partners: fictional UK event-industry bodies with self-made logos
 * (apps/web/public/images/partners). Websites use the reserved .example domain.
 */
export const demoPartners = [
  { companyName: 'Hearth & Hall Venues Collective', slug: 'hearth-and-hall' },
  { companyName: 'Northern Events Alliance', slug: 'northern-events-alliance' },
  { companyName: "Fork & Field Caterers' Guild", slug: 'fork-and-field' },
  { companyName: 'Greenfield Festival Forum', slug: 'greenfield-festival-forum' },
  { companyName: 'Crown Conference Council', slug: 'crown-conference-council' },
  { companyName: 'Sustainable Staging Partnership', slug: 'sustainable-staging' },
  { companyName: 'Bridal Trade Circle', slug: 'bridal-trade-circle' },
  { companyName: 'Albion Stage & Sound Association', slug: 'albion-stage-and-sound' },
].map((p, i) => ({
  companyName: p.companyName,
  website: `https://${p.slug}.example`,
  imagePath: `/images/partners/${p.slug}.svg`,
  position: i + 1,
}));

/** Demo testimonials by fictional organisers, with self-made illustrated avatars (apps/web/public/images/avatars). */
export const demoTestimonials = [
  {
    name: 'Sophie Turner',
    title: 'Our summer ball, sorted in a week',
    description: 'Events Manager, charity sector',
    text: 'One request brought back five marquee quotes from firms that actually cover rural Somerset. We compared them side by side and booked within the week.',
    rate: '5.0',
    quoteRequestsTotal: 12,
    avatarPath: '/images/avatars/sophie.svg',
  },
  {
    name: 'James Adeyemi',
    title: 'Replaced a day of phone calls',
    description: 'Office Manager, Manchester',
    text: 'I needed AV and staging for a 200-person conference at short notice. Three suppliers replied the same afternoon, and the chat made the details painless.',
    rate: '4.5',
    quoteRequestsTotal: 7,
    avatarPath: '/images/avatars/james.svg',
  },
  {
    name: 'Aisha Khan',
    title: 'Found our caterer and our DJ',
    description: 'Bride-to-be, Leicester',
    text: 'Planning a wedding for 180 guests felt overwhelming until we posted two requests. Reading past work and reviews first meant we only spoke to people we liked.',
    rate: '5.0',
    quoteRequestsTotal: 4,
    avatarPath: '/images/avatars/aisha.svg',
  },
  {
    name: 'David Morgan',
    title: 'Reliable suppliers, fair prices',
    description: 'Facilities Director, Cardiff',
    text: 'We run a dozen staff events a year. Marquee has become our first stop: quotes arrive in one place and we keep every conversation on record.',
    rate: '4.5',
    quoteRequestsTotal: 23,
    avatarPath: '/images/avatars/david.svg',
  },
  {
    name: 'Fiona MacLeod',
    title: 'Highland wedding, local heroes',
    description: 'Wedding Planner, Inverness',
    text: 'Finding suppliers who will travel to the Highlands used to take weeks. The suppliers who replied knew the venues and the weather, and it showed.',
    rate: '5.0',
    quoteRequestsTotal: 15,
    avatarPath: '/images/avatars/fiona.svg',
  },
  {
    name: 'Tom Hughes',
    title: 'Festival fencing at the last minute',
    description: 'Festival Producer, Bristol',
    text: 'Our fencing contractor pulled out ten days before gates. A request on Marquee got us three solid quotes by the next morning.',
    rate: '4.0',
    quoteRequestsTotal: 9,
    avatarPath: '/images/avatars/tom.svg',
  },
  {
    name: 'Grace Osei',
    title: 'A milestone birthday to remember',
    description: 'Private client, London',
    text: "I knew what I wanted but not who to ask. Suppliers came to me with ideas for my mum's seventieth, and the bakery we chose was perfect.",
    rate: '5.0',
    quoteRequestsTotal: 3,
    avatarPath: '/images/avatars/grace.svg',
  },
  {
    name: 'Rhys Williams',
    title: 'Product launch, zero stress',
    description: 'Marketing Lead, Swansea',
    text: 'Set build, lighting and a photographer from one request. Being able to see each supplier’s recent events made choosing quick.',
    rate: '4.5',
    quoteRequestsTotal: 6,
    avatarPath: '/images/avatars/rhys.svg',
  },
];

const isEmpty = async (db: DbOrTx, table: typeof partners | typeof testimonials) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (row?.n ?? 0) === 0;
};

/**
 * Loads the demo partners and testimonials. Idempotent: each table is filled only while it is empty,
 * so content an administrator has added is never touched.
 */
export async function seedDemoContent(db: DbOrTx): Promise<void> {
  if (await isEmpty(db, partners)) await db.insert(partners).values(demoPartners);
  if (await isEmpty(db, testimonials)) {
    // Staggered dates keep the newest-first order the same as the list above.
    const now = Date.now();
    await db
      .insert(testimonials)
      .values(demoTestimonials.map((t, i) => ({ ...t, createdAt: new Date(now - i * 86_400_000) })));
  }
}
