/**
 * The service catalogue of the UK events industry, loaded into every database (see catalogue.ts).
 * Categories carry hand-written SEO copy; each service has its own description and keywords, and its
 * title tag, heading and meta description are composed from them by `serviceSeo`.
 * To add entries, bump CATALOGUE_VERSION and give the new entries `addedIn` with the new version:
 * databases loaded with an older version get just those entries at their next start, so entries an
 * administrator deleted stay deleted.
 */

export const CATALOGUE_VERSION = 1;

export interface CatalogueService {
  product: string;
  /** The CATALOGUE_VERSION that added this service; 1 when absent. */
  addedIn?: number;
  /** One or two sentences for the service page and search results. */
  description: string;
  keywords: string[];
}

export interface CatalogueCategory {
  category: string;
  /** The CATALOGUE_VERSION that added this category; 1 when absent. */
  addedIn?: number;
  description: string;
  titleTag: string;
  customHeading: string;
  metaDescription: string;
  services: CatalogueService[];
}

const META_MAX = 160;
const TITLE_MAX = 60;

/** Title tag, heading and meta description of a service page, from its name and description. */
export function serviceSeo(service: CatalogueService): {
  titleTag: string;
  customHeading: string;
  metaDescription: string;
} {
  const name = service.product.toLowerCase();
  const metas = [
    `${service.description} Compare quotes from vetted ${name} suppliers near you on Marquee.`,
    `${service.description} Compare free quotes on Marquee.`,
    service.description,
  ];
  const meta = metas.find((m) => m.length <= META_MAX) ?? `${service.description.slice(0, META_MAX - 1)}…`;
  const title = `${service.product} | UK Suppliers & Quotes | Marquee`;
  return {
    titleTag: title.length <= TITLE_MAX ? title : `${service.product} | Marquee`,
    customHeading: `${service.product} suppliers across the UK`,
    metaDescription: meta,
  };
}

export const catalogue: CatalogueCategory[] = [
  {
    category: 'Venues',
    description:
      'From city-centre conference centres to country houses, rooftop terraces and festival fields, find the right space for your event and ask several venues for availability and prices in one go.',
    titleTag: 'Event Venues to Hire in the UK | Marquee',
    customHeading: 'Event venues for every size and occasion',
    metaDescription:
      'Compare UK event venues: conference centres, wedding venues, hotels, unique spaces and outdoor sites. Send one enquiry and get quotes from venues near you.',
    services: [
      {
        product: 'Conference Venues',
        description:
          'Purpose-built conference centres and auditoriums with breakout rooms, in-house AV and day delegate rates for meetings of 20 to 2,000.',
        keywords: ['conference centre', 'auditorium', 'day delegate rate', 'convention centre', 'agm venue'],
      },
      {
        product: 'Wedding Venues',
        description:
          'Licensed wedding venues for ceremonies and receptions, from barns and manor houses to hotels and city-centre spaces.',
        keywords: ['wedding reception venue', 'licensed for weddings', 'barn wedding', 'ceremony venue'],
      },
      {
        product: 'Hotel Function Rooms',
        description:
          'Hotel ballrooms, function suites and private dining rooms with catering and overnight accommodation under one roof.',
        keywords: ['hotel ballroom', 'function suite', 'banqueting suite', 'private dining room'],
      },
      {
        product: 'Unique & Unusual Venues',
        description:
          'Museums, galleries, historic ships, warehouses and other characterful spaces that make an event memorable.',
        keywords: ['quirky venue', 'museum hire', 'gallery hire', 'warehouse venue', 'industrial space'],
      },
      {
        product: 'Outdoor & Festival Sites',
        description:
          'Fields, parkland and estates with access, power and licensing for festivals, fun days and large outdoor events.',
        keywords: ['festival site', 'field hire', 'outdoor event space', 'estate hire', 'greenfield site'],
      },
      {
        product: 'Exhibition Halls',
        description:
          'Column-free exhibition halls with floor loading, rigging points and loading bays for trade shows and consumer exhibitions.',
        keywords: ['exhibition centre', 'trade show venue', 'expo hall', 'exhibition space'],
      },
      {
        product: 'Meeting Rooms',
        description:
          'Meeting rooms and boardrooms by the hour or day, with screens, video conferencing and refreshments.',
        keywords: ['boardroom hire', 'training room', 'meeting space', 'workshop room'],
      },
      {
        product: 'Country House Venues',
        description:
          'Exclusive-use country houses and stately homes with gardens, ideal for weddings, retreats and board away-days.',
        keywords: ['manor house', 'stately home', 'exclusive use venue', 'country estate'],
      },
      {
        product: 'Rooftop & Terrace Venues',
        description:
          'Rooftop bars and terraces with skyline views for summer parties, launches and drinks receptions.',
        keywords: ['rooftop bar hire', 'terrace venue', 'skyline venue', 'roof terrace'],
      },
      {
        product: 'Sports & Stadium Venues',
        description:
          'Hospitality boxes, banqueting suites and pitchside spaces at football grounds, racecourses and cricket clubs.',
        keywords: ['stadium hire', 'racecourse venue', 'hospitality box', 'football ground venue'],
      },
    ],
  },
  {
    category: 'Catering',
    description:
      'Caterers for every kind of event: plated wedding breakfasts, corporate lunches, street food, mobile bars, hog roasts and coffee carts, with menus for every dietary need.',
    titleTag: 'Event Caterers & Mobile Bars in the UK | Marquee',
    customHeading: 'Event caterers, street food and mobile bars',
    metaDescription:
      'Compare UK event caterers: wedding and corporate catering, street food, hog roasts, mobile bars and coffee carts. One enquiry, quotes from caterers near you.',
    services: [
      {
        product: 'Event Catering',
        description:
          'Full-service event caterers providing menus, chefs, waiting staff and equipment for parties, launches and private events.',
        keywords: ['caterer', 'party catering', 'outside catering', 'event food', 'buffet catering'],
      },
      {
        product: 'Wedding Catering',
        description:
          'Wedding breakfasts, evening food and drinks receptions from caterers used to marquees, barns and remote venues.',
        keywords: ['wedding breakfast', 'wedding caterer', 'evening buffet', 'wedding food'],
      },
      {
        product: 'Corporate Catering',
        description:
          'Breakfasts, working lunches and conference catering delivered on time to offices, venues and training days.',
        keywords: ['office catering', 'working lunch', 'conference catering', 'business lunch'],
      },
      {
        product: 'Street Food Vendors',
        description:
          'Food trucks, vans and gazebo traders serving pizza, burgers, tacos, bao and more at festivals and parties.',
        keywords: ['food truck', 'food van', 'street food', 'pizza van', 'festival food'],
      },
      {
        product: 'Mobile Bars',
        description:
          'Fully licensed mobile bars, horsebox bars and cocktail bars with bartenders, stock and glassware.',
        keywords: ['mobile bar hire', 'horsebox bar', 'cocktail bar hire', 'pop-up bar', 'bar service'],
      },
      {
        product: 'Hog Roast Catering',
        description:
          'Spit-roast pork, lamb and vegetarian alternatives carved on site, served in rolls or as a plated meal.',
        keywords: ['hog roast', 'spit roast', 'pig roast', 'lamb roast'],
      },
      {
        product: 'BBQ Catering',
        description:
          'Chefs, grills and sides for summer barbecues, from burgers and sausages to slow-smoked brisket.',
        keywords: ['barbecue caterer', 'bbq hire', 'smokehouse catering', 'grill catering'],
      },
      {
        product: 'Afternoon Tea Catering',
        description:
          'Finger sandwiches, scones with clotted cream and patisserie on vintage china for weddings, showers and garden parties.',
        keywords: ['afternoon tea', 'cream tea', 'vintage tea party', 'high tea'],
      },
      {
        product: 'Canapés & Bowl Food',
        description:
          'Canapés for drinks receptions and substantial bowl food for standing events, served by experienced waiting staff.',
        keywords: ['canapes', 'bowl food', 'finger food', 'drinks reception food'],
      },
      {
        product: 'Coffee Carts & Baristas',
        description:
          'Espresso carts and vans with trained baristas serving speciality coffee, tea and hot chocolate.',
        keywords: ['coffee van', 'barista hire', 'espresso bar', 'coffee cart hire'],
      },
      {
        product: 'Celebration Cakes',
        description: 'Bakers of wedding cakes, tiered celebration cakes, cupcake towers and dessert tables.',
        keywords: ['wedding cake', 'cake maker', 'cupcakes', 'dessert table', 'birthday cake'],
      },
      {
        product: 'Vegan & Plant-Based Catering',
        description:
          'Plant-based menus from canapés to three courses, with careful handling of allergens and gluten-free options.',
        keywords: ['vegan caterer', 'plant based food', 'vegetarian catering', 'gluten free catering'],
      },
    ],
  },
  {
    category: 'Audio Visual & Production',
    description:
      'Sound, lighting, video and the technicians to run them: PA systems, LED screens, stage lighting, live streaming and full technical production for conferences, concerts and awards.',
    titleTag: 'Event AV, Sound & Lighting Hire in the UK | Marquee',
    customHeading: 'Audio visual, sound and lighting for events',
    metaDescription:
      'Hire PA systems, stage lighting, LED screens and AV technicians for UK events. Compare quotes from audio visual and production companies near you on Marquee.',
    services: [
      {
        product: 'PA System Hire',
        description:
          'Speakers, mixing desks and microphones for speeches, live bands and DJs, delivered and set up by an engineer.',
        keywords: ['pa hire', 'speaker hire', 'sound system hire', 'public address system'],
      },
      {
        product: 'Stage Lighting Hire',
        description:
          'Moving heads, wash lights, uplighters and lighting control for stages, dance floors and venue dressing.',
        keywords: ['lighting hire', 'uplighting', 'moving head lights', 'event lighting'],
      },
      {
        product: 'LED Screen Hire',
        description:
          'Indoor and outdoor LED walls and screens for conferences, product launches, sports and festival stages.',
        keywords: ['led wall', 'video wall', 'big screen hire', 'outdoor screen'],
      },
      {
        product: 'Projector & Screen Hire',
        description:
          'Projectors, fast-fold screens and confidence monitors for presentations and film nights.',
        keywords: ['projector hire', 'projection screen', 'presentation equipment', 'fast fold screen'],
      },
      {
        product: 'AV Technicians',
        description:
          'Sound, lighting and video technicians to set up, operate and de-rig your equipment on the day.',
        keywords: ['av tech', 'sound technician', 'lighting technician', 'av crew'],
      },
      {
        product: 'Conference AV Production',
        description:
          'Complete technical production for conferences and awards: stage sets, screens, sound, lighting and show calling.',
        keywords: ['conference production', 'awards production', 'technical production', 'show caller'],
      },
      {
        product: 'Live Streaming & Hybrid Events',
        description:
          'Multi-camera filming and streaming to YouTube, LinkedIn, Teams or Zoom, with remote speakers and audience Q&A.',
        keywords: ['live stream', 'webcast', 'hybrid event', 'streaming crew', 'virtual audience'],
      },
      {
        product: 'Rigging Services',
        description:
          'Qualified riggers and motors to fly speakers, lighting and screens safely in venues and structures.',
        keywords: ['rigger', 'chain hoist', 'flown equipment', 'rigging crew'],
      },
      {
        product: 'Sound Engineers',
        description: 'Front-of-house and monitor engineers for live music, theatre and spoken-word events.',
        keywords: ['foh engineer', 'monitor engineer', 'live sound', 'audio engineer'],
      },
      {
        product: 'Radio Microphone Hire',
        description:
          'Handheld, lapel and headset radio microphones with licensed frequencies for speeches and panels.',
        keywords: ['radio mic', 'lapel microphone', 'headset mic', 'wireless microphone'],
      },
    ],
  },
  {
    category: 'Staging & Structures',
    description:
      'Stages, seating, flooring, barriers and temporary structures built safely to your site plan, from a small speaker platform to festival main stages and grandstands.',
    titleTag: 'Stage Hire & Temporary Structures in the UK | Marquee',
    customHeading: 'Stages, seating and temporary structures',
    metaDescription:
      'Hire stages, dance floors, grandstands, crowd barriers and temporary flooring for UK events. Compare quotes from staging and structures specialists on Marquee.',
    services: [
      {
        product: 'Stage Hire',
        description:
          'Modular staging and mobile stages with steps, skirts and handrails, from speaker platforms to festival stages.',
        keywords: ['mobile stage', 'stage platform', 'outdoor stage', 'staging hire', 'festival stage'],
      },
      {
        product: 'Temporary Grandstands & Seating',
        description:
          'Tiered seating and grandstands for sports, shows and ceremonies, designed and certified on site.',
        keywords: ['grandstand hire', 'tiered seating', 'spectator seating', 'bleachers'],
      },
      {
        product: 'Crowd Barriers',
        description:
          'Pedestrian barriers and front-of-stage barrier systems to manage queues and protect audiences.',
        keywords: ['pit barrier', 'pedestrian barrier', 'mojo barrier', 'queue barriers'],
      },
      {
        product: 'Temporary Flooring & Trackway',
        description:
          'Ground protection, trackway and event flooring to keep grass, vehicles and visitors safe in any weather.',
        keywords: ['trackway hire', 'ground protection', 'event flooring', 'marquee flooring'],
      },
      {
        product: 'Truss & Ground Support',
        description:
          'Aluminium truss, goalposts and ground-support towers to hang lighting, screens and banners.',
        keywords: ['truss hire', 'goalpost truss', 'ground support', 'lighting truss'],
      },
      {
        product: 'Dance Floor Hire',
        description: 'Black, white and starlit LED dance floors in any size, laid indoors or in marquees.',
        keywords: ['led dance floor', 'starlit dance floor', 'portable dance floor', 'white dance floor'],
      },
      {
        product: 'Exhibition Stands',
        description:
          'Custom-built and modular exhibition stands designed, built and dismantled for trade shows.',
        keywords: ['stand builder', 'trade show stand', 'modular stand', 'shell scheme'],
      },
      {
        product: 'Scaffolding Structures',
        description: 'Scaffold towers, viewing platforms, bars and bespoke structures for outdoor events.',
        keywords: ['event scaffolding', 'viewing platform', 'scaffold tower', 'temporary structure'],
      },
      {
        product: 'Catwalk Hire',
        description:
          'Catwalks and runways with lighting for fashion shows, product launches and awards walk-ons.',
        keywords: ['runway hire', 'fashion show stage', 'catwalk stage'],
      },
    ],
  },
  {
    category: 'Marquees & Tents',
    description:
      'Traditional marquees, clearspan structures, stretch tents, tipis and bell tents, with flooring, lining, heating and lighting, for weddings, festivals and corporate hospitality.',
    titleTag: 'Marquee & Tent Hire in the UK | Marquee',
    customHeading: 'Marquees, tipis and tents for hire',
    metaDescription:
      'Hire marquees, stretch tents, tipis, bell tents and clearspan structures for weddings and events across the UK. Compare quotes from local hire companies.',
    services: [
      {
        product: 'Marquee Hire',
        description:
          'Frame and traditional pole marquees with lining, flooring, lighting and furniture for weddings and parties.',
        keywords: ['wedding marquee', 'party marquee', 'pole marquee', 'frame tent', 'garden marquee'],
      },
      {
        product: 'Stretch Tent Hire',
        description:
          'Freeform stretch tents that pitch on lawns, slopes and hard standing, open or closed sided.',
        keywords: ['stretch tent', 'freeform tent', 'bedouin tent'],
      },
      {
        product: 'Tipi Hire',
        description:
          'Nordic tipis with fire pits, fairy lights and reindeer hides for rustic weddings and festivals.',
        keywords: ['tipi wedding', 'nordic tipi', 'kata tipi', 'teepee hire'],
      },
      {
        product: 'Yurt Hire',
        description: 'Furnished yurts for glamping, wellbeing areas, chill-out zones and small ceremonies.',
        keywords: ['yurt', 'mongolian yurt', 'glamping yurt'],
      },
      {
        product: 'Bell Tent Hire',
        description:
          'Furnished bell tents for wedding guests and festival glamping, pitched and dressed for you.',
        keywords: ['bell tents', 'glamping', 'wedding accommodation tents', 'festival camping'],
      },
      {
        product: 'Pagoda & Gazebo Hire',
        description: 'Pagodas, pop-up gazebos and branded canopies for entrances, bars and exhibitor stands.',
        keywords: ['pagoda tent', 'gazebo hire', 'pop up gazebo', 'branded gazebo'],
      },
      {
        product: 'Clearspan Structures',
        description:
          'Large aluminium-frame structures with solid walls and doors for exhibitions, hospitality and storage.',
        keywords: ['clearspan tent', 'temporary building', 'hospitality structure', 'aluminium structure'],
      },
      {
        product: 'Marquee Heating & Cooling',
        description:
          'Indirect oil-fired heaters, air conditioning and climate control for marquees and structures.',
        keywords: ['marquee heater', 'tent heating', 'event air conditioning', 'space heater hire'],
      },
      {
        product: 'Marquee Interiors & Lining',
        description:
          'Pleated linings, starlight ceilings, chandeliers and coconut matting to dress a marquee.',
        keywords: ['marquee lining', 'starlight lining', 'marquee decoration', 'coconut matting'],
      },
    ],
  },
  {
    category: 'Entertainment',
    description:
      'Bands, DJs, magicians, comedians, speakers and performers for weddings, parties and corporate events, with acts to suit every audience and budget.',
    titleTag: 'Event Entertainment & Acts to Book in the UK | Marquee',
    customHeading: 'Entertainers, bands and DJs for your event',
    metaDescription:
      'Book wedding bands, DJs, magicians, comedians, tribute acts and speakers for UK events. Compare quotes from entertainers and agencies near you on Marquee.',
    services: [
      {
        product: 'Wedding & Party Bands',
        description:
          'Live function bands playing pop, soul, rock and swing sets, with PA and first-dance requests.',
        keywords: ['function band', 'wedding band', 'live band hire', 'party band', 'covers band'],
      },
      {
        product: 'DJs',
        description:
          'Wedding, party and club DJs with their own sound and lighting, playing to your music brief.',
        keywords: ['wedding dj', 'party dj', 'mobile disco', 'disc jockey'],
      },
      {
        product: 'Magicians',
        description: 'Close-up and stage magicians and mind readers who keep guests talking between courses.',
        keywords: ['close up magician', 'wedding magician', 'mind reader', 'table magic'],
      },
      {
        product: 'Comedians & Comperes',
        description:
          'Stand-up comedians, after-dinner comics and hosts to compere awards nights and dinners.',
        keywords: ['comedian', 'awards host', 'compere', 'mc hire'],
      },
      {
        product: 'Tribute Acts',
        description: 'Tribute singers and bands recreating legends from Elvis and ABBA to Adele and Oasis.',
        keywords: ['tribute band', 'lookalike', 'tribute singer'],
      },
      {
        product: "Children's Entertainers",
        description:
          'Party hosts, face painters, puppet shows and balloon modellers for family events and fun days.',
        keywords: ['kids party entertainer', 'face painter', 'balloon modeller', 'childrens party'],
      },
      {
        product: 'Fun Casino Hire',
        description: 'Roulette, blackjack and poker tables with croupiers and fun money for themed evenings.',
        keywords: ['casino tables', 'casino night', 'roulette hire', 'croupiers'],
      },
      {
        product: 'String Quartets & Classical Musicians',
        description:
          'String quartets, harpists, pianists and saxophonists for ceremonies, drinks receptions and dinners.',
        keywords: ['string quartet', 'harpist', 'wedding pianist', 'saxophonist', 'ceremony music'],
      },
      {
        product: 'Circus & Street Performers',
        description:
          'Stilt walkers, fire performers, aerialists, jugglers and living statues for arrivals and festivals.',
        keywords: ['stilt walkers', 'fire performer', 'aerial act', 'walkabout act', 'juggler'],
      },
      {
        product: 'After-Dinner & Keynote Speakers',
        description:
          'Sports stars, business leaders and broadcasters to open conferences or entertain after dinner.',
        keywords: ['keynote speaker', 'motivational speaker', 'after dinner speaker', 'celebrity speaker'],
      },
      {
        product: 'Fireworks Displays',
        description:
          'Professionally fired, fully insured firework and pyrotechnic displays, including low-noise shows.',
        keywords: ['firework display', 'pyrotechnics', 'wedding fireworks', 'quiet fireworks'],
      },
    ],
  },
  {
    category: 'Photography & Video',
    description:
      'Photographers, videographers, photo booths and drone operators to capture your event, with fast turnaround for social media and press.',
    titleTag: 'Event Photographers & Videographers in the UK | Marquee',
    customHeading: 'Event photography, film and photo booths',
    metaDescription:
      'Find event and wedding photographers, videographers, photo booths and drone filming across the UK. Compare quotes from photography and video professionals.',
    services: [
      {
        product: 'Event Photography',
        description:
          'Corporate and party photographers capturing speakers, guests and details, with same-day edits for social media.',
        keywords: [
          'event photographer',
          'corporate photographer',
          'conference photography',
          'party photographer',
        ],
      },
      {
        product: 'Wedding Photography',
        description:
          'Documentary and classic wedding photographers covering preparations through to the first dance.',
        keywords: ['wedding photographer', 'reportage photography', 'engagement shoot', 'bridal photos'],
      },
      {
        product: 'Corporate Video Production',
        description:
          'Event films, interviews and highlight edits for conferences, launches and internal communications.',
        keywords: ['corporate videographer', 'event film', 'highlights video', 'video production company'],
      },
      {
        product: 'Wedding Videography',
        description:
          'Cinematic wedding films and full ceremony edits, with drone footage where venues allow.',
        keywords: ['wedding videographer', 'wedding film', 'cinematic wedding video'],
      },
      {
        product: 'Photo Booth Hire',
        description: 'Photo booths, mirror booths and GIF booths with props, attendants and instant prints.',
        keywords: ['photo booth', 'magic mirror booth', 'selfie booth', 'gif booth'],
      },
      {
        product: 'Drone Filming & Photography',
        description:
          'CAA-registered drone pilots for aerial photos and video of venues, festivals and sports events.',
        keywords: ['drone pilot', 'aerial photography', 'aerial filming', 'drone video'],
      },
      {
        product: '360 Video Booths',
        description:
          'Rotating 360 camera platforms producing shareable slow-motion clips for parties and brand activations.',
        keywords: ['360 booth', '360 camera', 'slow motion booth', 'spinning camera'],
      },
      {
        product: 'Headshot Photography',
        description:
          'On-site headshot studios for conferences and offices, with retouched images delivered the same week.',
        keywords: ['corporate headshots', 'linkedin photos', 'portrait studio', 'staff photos'],
      },
    ],
  },
  {
    category: 'Event Staff',
    description:
      'Experienced, vetted people for the day: waiting and bar staff, hosts, stewards, brand ambassadors, production crew and freelance event managers.',
    titleTag: 'Event Staffing Agencies & Crew in the UK | Marquee',
    customHeading: 'Event staff, hosts and crew',
    metaDescription:
      'Hire hospitality staff, bar staff, event hosts, stewards, brand ambassadors and production crew for UK events. Compare quotes from staffing agencies.',
    services: [
      {
        product: 'Event Staffing Agencies',
        description:
          'Agencies supplying trained, uniformed staff for events of any size, at short notice if needed.',
        keywords: ['staffing agency', 'temp event staff', 'event recruitment', 'casual staff'],
      },
      {
        product: 'Waiting Staff',
        description:
          'Silver service and banqueting waiters and waitresses for dinners, weddings and conferences.',
        keywords: ['waiters', 'waitresses', 'silver service staff', 'banqueting staff'],
      },
      {
        product: 'Bar Staff',
        description:
          'Personal licence holders, bartenders and mixologists to run bars quickly and responsibly.',
        keywords: ['bartenders', 'mixologist', 'bar team', 'cocktail staff'],
      },
      {
        product: 'Event Hosts & Registration Staff',
        description:
          'Front-of-house hosts to greet guests, run registration desks, cloakrooms and information points.',
        keywords: ['hostess', 'registration desk staff', 'front of house', 'cloakroom attendant'],
      },
      {
        product: 'Event Stewards',
        description: 'SIA-trained and non-licensed stewards for car parks, entrances, queues and crowd flow.',
        keywords: ['stewarding', 'car park marshals', 'event marshals', 'gate staff'],
      },
      {
        product: 'Brand Ambassadors & Promotional Staff',
        description:
          'Brand ambassadors, samplers and promotional models for exhibitions, roadshows and activations.',
        keywords: ['promo staff', 'brand ambassadors', 'sampling staff', 'exhibition staff'],
      },
      {
        product: 'Production Crew',
        description:
          'Stage hands, build crew, runners and drivers to load in, build and break down your event.',
        keywords: ['stage hands', 'event crew', 'build crew', 'runners', 'load in crew'],
      },
      {
        product: 'Freelance Event Managers',
        description:
          'Experienced event managers and producers to plan, run the day and manage suppliers on your behalf.',
        keywords: ['event manager', 'event producer', 'freelance event planner', 'on the day coordinator'],
      },
      {
        product: 'Cleaning Crews',
        description:
          'Pre-event, during-event and post-event cleaning teams for venues, fields and festival sites.',
        keywords: ['event cleaning', 'litter picking', 'post event clean', 'site cleaners'],
      },
    ],
  },
  {
    category: 'Furniture & Decor',
    description:
      'Tables, chairs, linen, lounge furniture, backdrops, props and styling to turn any space into the event you have in mind.',
    titleTag: 'Event Furniture Hire, Decor & Styling in the UK | Marquee',
    customHeading: 'Furniture hire, decor and event styling',
    metaDescription:
      'Hire event furniture, chairs, tables, linen, backdrops, props and styling across the UK. Compare quotes from furniture hire and event decor companies.',
    services: [
      {
        product: 'Event Furniture Hire',
        description:
          'Complete furniture packages for conferences, exhibitions and parties, delivered and collected.',
        keywords: ['furniture hire', 'exhibition furniture', 'conference furniture', 'party furniture'],
      },
      {
        product: 'Chair Hire',
        description: 'Chiavari, crossback, folding and banqueting chairs with seat pads and covers.',
        keywords: ['chiavari chairs', 'banquet chairs', 'folding chairs', 'chair covers'],
      },
      {
        product: 'Table Hire',
        description:
          'Round, trestle, banqueting and poseur tables in every size, with trestles for long rustic tables.',
        keywords: ['trestle tables', 'round tables', 'poseur tables', 'banqueting tables'],
      },
      {
        product: 'Linen Hire',
        description:
          'Tablecloths, napkins, runners and table skirting in a wide range of colours and fabrics.',
        keywords: ['tablecloth hire', 'napkins', 'table runners', 'table linen'],
      },
      {
        product: 'Lounge Furniture Hire',
        description:
          'Sofas, armchairs, ottomans and coffee tables for VIP areas, chill-out zones and receptions.',
        keywords: ['sofa hire', 'chill out furniture', 'vip lounge', 'chesterfield hire'],
      },
      {
        product: 'Backdrops & Drapes',
        description:
          'Pipe-and-drape, starcloth, flower-wall and branded backdrops for stages, photo areas and venues.',
        keywords: ['starcloth', 'pipe and drape', 'venue draping', 'stage backdrop'],
      },
      {
        product: 'Balloon Decorations',
        description:
          'Balloon arches, garlands, installations and helium centrepieces for parties and launches.',
        keywords: ['balloon arch', 'balloon garland', 'helium balloons', 'balloon installation'],
      },
      {
        product: 'Event Styling & Theming',
        description:
          'Stylists who design and install a look from concept boards to table settings and lighting.',
        keywords: ['event stylist', 'theming', 'party styling', 'wedding stylist', 'themed events'],
      },
      {
        product: 'Prop Hire',
        description:
          'Themed props, signage, giant letters and set pieces from Great Gatsby to winter wonderland.',
        keywords: ['themed props', 'light up letters', 'love letters', 'set dressing'],
      },
      {
        product: 'Tableware & Glassware Hire',
        description: 'Crockery, cutlery, glassware and chargers for dinners of any size, returned unwashed.',
        keywords: ['crockery hire', 'glass hire', 'cutlery hire', 'charger plates'],
      },
    ],
  },
  {
    category: 'Florists',
    description:
      'Wedding and event florists creating bouquets, table arrangements, flower walls and large floral installations with seasonal British flowers.',
    titleTag: 'Wedding & Event Florists in the UK | Marquee',
    customHeading: 'Florists for weddings and events',
    metaDescription:
      'Find wedding florists, event florists, flower walls and floral installations across the UK. Compare quotes from florists near you on Marquee.',
    services: [
      {
        product: 'Wedding Flowers',
        description:
          'Bridal bouquets, buttonholes, ceremony arches and reception flowers designed around your colours.',
        keywords: ['wedding florist', 'bridal bouquet', 'buttonholes', 'ceremony flowers'],
      },
      {
        product: 'Event Flowers',
        description:
          'Floral design for gala dinners, launches and parties, from centrepieces to stage arrangements.',
        keywords: ['event florist', 'gala flowers', 'party flowers', 'stage flowers'],
      },
      {
        product: 'Corporate Flowers',
        description:
          'Reception arrangements, weekly office flowers and branded floral displays for businesses.',
        keywords: ['office flowers', 'reception flowers', 'corporate florist', 'flower subscription'],
      },
      {
        product: 'Floral Installations',
        description: 'Hanging clouds, arches, meadow aisles and statement installations built on site.',
        keywords: ['flower installation', 'floral arch', 'hanging flowers', 'flower cloud'],
      },
      {
        product: 'Flower Wall Hire',
        description: 'Silk and fresh flower walls for photo backdrops, stages and dessert tables.',
        keywords: ['flower wall', 'flower backdrop', 'rose wall', 'silk flower wall'],
      },
      {
        product: 'Table Centrepieces',
        description: 'Low and tall centrepieces, candles and bud vases to dress every table.',
        keywords: ['centrepieces', 'table flowers', 'candle centrepieces', 'bud vases'],
      },
      {
        product: 'Dried & Sustainable Flowers',
        description: 'Dried, preserved and foam-free arrangements that last beyond the day and reduce waste.',
        keywords: ['dried flowers', 'foam free floristry', 'preserved flowers', 'sustainable florist'],
      },
    ],
  },
  {
    category: 'Transport & Logistics',
    description:
      'Getting guests and kit where they need to be: coaches, minibuses, chauffeurs, wedding cars, event logistics, storage and plant hire.',
    titleTag: 'Event Transport, Coach Hire & Logistics in the UK | Marquee',
    customHeading: 'Transport and logistics for events',
    metaDescription:
      'Hire coaches, minibuses, chauffeurs, wedding cars and event logistics across the UK. Compare quotes from transport and logistics suppliers on Marquee.',
    services: [
      {
        product: 'Coach Hire',
        description:
          'Executive and standard coaches with drivers for delegate transfers, day trips and festivals.',
        keywords: ['coach with driver', 'executive coach', 'delegate transfers', 'coach travel'],
      },
      {
        product: 'Minibus Hire',
        description:
          'Eight to sixteen-seat minibuses with drivers for small groups, hen and stag parties and airport runs.',
        keywords: ['minibus with driver', '16 seater', 'group transport', 'airport transfer'],
      },
      {
        product: 'Chauffeur Services',
        description: 'Executive cars and people carriers with professional chauffeurs for VIPs and speakers.',
        keywords: ['chauffeur', 'executive car hire', 'vip transport', 'mercedes v class'],
      },
      {
        product: 'Wedding Car Hire',
        description: 'Vintage, classic and modern wedding cars with ribbons and a chauffeur in livery.',
        keywords: ['wedding cars', 'vintage car hire', 'rolls royce hire', 'classic car'],
      },
      {
        product: 'Vintage Bus Hire',
        description:
          'Routemasters and classic buses to carry guests between ceremony and reception in style.',
        keywords: ['routemaster hire', 'vintage bus', 'double decker hire', 'wedding bus'],
      },
      {
        product: 'Shuttle Bus Services',
        description:
          'Looping shuttle services between stations, car parks, hotels and venues, with marshals.',
        keywords: ['shuttle service', 'park and ride', 'station shuttle', 'venue shuttle'],
      },
      {
        product: 'Event Logistics & Delivery',
        description:
          'Vans, lorries and crews to deliver, install and collect event equipment and exhibition stands.',
        keywords: ['event haulage', 'exhibition logistics', 'man and van', 'freight'],
      },
      {
        product: 'Storage & Warehousing',
        description: 'Short and long-term storage for stands, props and merchandise between events.',
        keywords: ['exhibition stand storage', 'warehouse', 'event storage', 'secure storage'],
      },
      {
        product: 'Plant & Forklift Hire',
        description: 'Telehandlers, forklifts, cherry pickers and buggies with operators for site builds.',
        keywords: ['telehandler', 'forklift', 'cherry picker', 'site buggy', 'plant hire'],
      },
    ],
  },
  {
    category: 'Security & Safety',
    description:
      'SIA-licensed security, medical cover and safety professionals who keep guests, performers and property safe and keep your event compliant.',
    titleTag: 'Event Security, First Aid & Safety in the UK | Marquee',
    customHeading: 'Security, medical and safety services',
    metaDescription:
      'Book SIA event security, door supervisors, first aid, paramedics, fire marshals and health and safety consultants. Compare quotes from UK providers.',
    services: [
      {
        product: 'Event Security',
        description:
          'SIA-licensed security teams for festivals, concerts, private parties and corporate events.',
        keywords: ['security guards', 'sia security', 'festival security', 'event guards'],
      },
      {
        product: 'Door Supervisors',
        description:
          'Licensed door supervisors for entrances, bars and VIP areas, with bag searches and ID checks.',
        keywords: ['bouncers', 'door staff', 'sia door supervisor', 'entry control'],
      },
      {
        product: 'Close Protection',
        description: 'Close protection officers for celebrities, executives and high-profile guests.',
        keywords: ['bodyguard', 'cpo', 'vip protection', 'executive protection'],
      },
      {
        product: 'Event First Aid',
        description:
          'First aiders, first aid posts and medical tents staffed to the Purple Guide for your audience size.',
        keywords: ['first aiders', 'medical cover', 'purple guide', 'first aid tent'],
      },
      {
        product: 'Paramedic & Ambulance Cover',
        description:
          'Paramedics, emergency technicians and ambulances on standby for sports and large public events.',
        keywords: ['paramedics', 'ambulance hire', 'event medics', 'medical team'],
      },
      {
        product: 'Fire Safety & Fire Marshals',
        description:
          'Fire marshals, extinguishers and fire risk assessments for venues, marquees and festival sites.',
        keywords: ['fire marshal', 'fire risk assessment', 'fire extinguisher hire', 'fire watch'],
      },
      {
        product: 'Crowd Management',
        description:
          'Crowd managers and safety officers who plan ingress, egress and capacity for large events.',
        keywords: ['crowd safety', 'crowd control', 'safety officer', 'capacity management'],
      },
      {
        product: 'CCTV & Surveillance Hire',
        description:
          'Rapid-deployment CCTV towers and monitored cameras for sites, car parks and build periods.',
        keywords: ['cctv tower', 'site cctv', 'remote monitoring', 'security cameras'],
      },
      {
        product: 'Health & Safety Consultants',
        description:
          'Event safety plans, risk assessments and CDM advice so your event is licensed and insured.',
        keywords: ['event safety plan', 'risk assessment', 'cdm', 'safety advisory group'],
      },
    ],
  },
  {
    category: 'Event Technology',
    description:
      'Registration, ticketing, event apps, Wi-Fi, cashless payments and interactive technology that make events run smoothly and measure their success.',
    titleTag: 'Event Technology, Ticketing & Apps in the UK | Marquee',
    customHeading: 'Event technology, apps and ticketing',
    metaDescription:
      'Compare event registration software, ticketing, event apps, Wi-Fi, badge printing, RFID and audience interaction suppliers for UK events on Marquee.',
    services: [
      {
        product: 'Event Registration Software',
        description:
          'Online registration, delegate management and on-site check-in with reporting for organisers.',
        keywords: ['delegate registration', 'event registration', 'check in app', 'attendee management'],
      },
      {
        product: 'Ticketing Systems',
        description:
          'Online ticket sales, box office and scanning for festivals, concerts and paid conferences.',
        keywords: ['ticketing platform', 'ticket scanning', 'box office', 'e-tickets'],
      },
      {
        product: 'Event Apps',
        description: 'Branded event apps with agendas, speaker profiles, networking and push notifications.',
        keywords: ['conference app', 'event mobile app', 'networking app', 'agenda app'],
      },
      {
        product: 'Badge Printing',
        description: 'On-demand badge printing kiosks and pre-printed name badges with lanyards.',
        keywords: ['name badges', 'badge printer', 'print on demand badges', 'delegate badges'],
      },
      {
        product: 'Event Wi-Fi & Connectivity',
        description:
          'Temporary high-capacity Wi-Fi, leased lines and 4G/5G bonding for venues and outdoor sites.',
        keywords: ['temporary wifi', 'event internet', 'festival wifi', 'bonded 4g'],
      },
      {
        product: 'Audience Response & Voting',
        description: 'Live polling, Q&A and voting handsets or apps to engage conference audiences.',
        keywords: ['live polling', 'voting keypads', 'audience q&a', 'slido alternative'],
      },
      {
        product: 'Virtual Event Platforms',
        description:
          'Platforms for online and hybrid events with stages, breakout rooms, exhibitor booths and analytics.',
        keywords: ['virtual conference', 'online event platform', 'webinar platform', 'hybrid platform'],
      },
      {
        product: 'RFID Wristbands & Cashless Payments',
        description: 'RFID wristbands for access control and cashless bars, with top-up and refund handling.',
        keywords: ['rfid wristband', 'cashless festival', 'access control', 'contactless payments'],
      },
      {
        product: 'Phone Charging Stations',
        description: 'Branded charging lockers and stations so guests stay connected all day.',
        keywords: ['charging lockers', 'phone charging', 'charging kiosk'],
      },
      {
        product: 'Virtual & Augmented Reality Experiences',
        description: 'VR headsets, simulators and AR activations for exhibitions, launches and team days.',
        keywords: ['vr experience', 'ar activation', 'virtual reality hire', 'simulator hire'],
      },
    ],
  },
  {
    category: 'Printing & Branding',
    description:
      'Banners, signage, exhibition graphics, branded merchandise and printed stationery, produced to deadline and delivered to your venue.',
    titleTag: 'Event Printing, Signage & Branding in the UK | Marquee',
    customHeading: 'Printing, signage and branded merchandise',
    metaDescription:
      'Order event banners, roller banners, exhibition graphics, signage, lanyards and branded merchandise. Compare quotes from UK print and branding suppliers.',
    services: [
      {
        product: 'Banner Printing',
        description:
          'PVC and mesh banners, Heras fence wraps and large-format prints for indoor and outdoor use.',
        keywords: ['pvc banner', 'mesh banner', 'heras fence banner', 'large format print'],
      },
      {
        product: 'Roller Banners & Pop-Up Displays',
        description:
          'Roller banners, pop-up displays and portable exhibition kits printed and delivered in days.',
        keywords: ['roller banner', 'pull up banner', 'pop up stand', 'portable display'],
      },
      {
        product: 'Exhibition Graphics',
        description:
          'Stand graphics, fabric displays, vinyl and wall wraps produced to organisers’ specifications.',
        keywords: ['stand graphics', 'fabric display', 'tension fabric', 'wall wrap'],
      },
      {
        product: 'Event Signage & Wayfinding',
        description:
          'Directional signs, A-boards, floor graphics and digital signage that get guests where they need to be.',
        keywords: ['wayfinding', 'directional signs', 'a boards', 'floor graphics', 'digital signage'],
      },
      {
        product: 'Branded Merchandise',
        description: 'Branded bags, bottles, clothing and gifts for delegates, staff and giveaways.',
        keywords: ['promotional merchandise', 'branded gifts', 'event swag', 'printed t-shirts'],
      },
      {
        product: 'Lanyards & Wristbands',
        description: 'Printed lanyards, fabric and Tyvek wristbands and accreditation passes.',
        keywords: ['printed lanyards', 'fabric wristbands', 'tyvek wristbands', 'accreditation'],
      },
      {
        product: 'Flags & Feather Banners',
        description: 'Feather, teardrop and telescopic flags with bases to mark entrances and sponsor areas.',
        keywords: ['feather flags', 'teardrop banners', 'outdoor flags', 'sail flags'],
      },
      {
        product: 'Invitations & Wedding Stationery',
        description: 'Save the dates, invitations, order of service, table plans and place cards.',
        keywords: ['wedding invitations', 'table plan', 'place cards', 'order of service'],
      },
      {
        product: 'Vehicle & Window Graphics',
        description: 'Vehicle wraps, window vinyls and shop-front graphics for roadshows and launches.',
        keywords: ['vehicle wrap', 'window vinyl', 'van graphics'],
      },
    ],
  },
  {
    category: 'Power & Site Services',
    description:
      'The infrastructure behind outdoor events: generators, toilets, water, waste, fencing, site lighting and refrigeration, planned and serviced throughout.',
    titleTag: 'Generator, Toilet & Site Services Hire in the UK | Marquee',
    customHeading: 'Power, toilets and site services',
    metaDescription:
      'Hire generators, portable and luxury toilets, fencing, site lighting, water and waste management for outdoor events. Compare quotes from UK site services.',
    services: [
      {
        product: 'Generator Hire',
        description:
          'Silent generators, fuel management and power distribution sized for marquees, stages and catering.',
        keywords: ['silent generator', 'power distribution', 'temporary power', 'event electrician'],
      },
      {
        product: 'Portable Toilet Hire',
        description: 'Portable toilets, accessible units and urinals delivered, serviced and removed.',
        keywords: ['portaloo hire', 'festival toilets', 'accessible toilet', 'portable loos'],
      },
      {
        product: 'Luxury Toilet Trailers',
        description:
          'Luxury toilet trailers with running water, lighting and décor for weddings and VIP areas.',
        keywords: ['luxury loos', 'wedding toilets', 'toilet trailer', 'vip toilets'],
      },
      {
        product: 'Waste Management & Recycling',
        description:
          'Bins, skips, litter picking and recycling points with waste reporting for sustainability goals.',
        keywords: ['event waste', 'recycling', 'skip hire', 'bin hire'],
      },
      {
        product: 'Temporary Fencing',
        description: 'Heras fencing, hoarding and solid panels to secure sites, compounds and perimeters.',
        keywords: ['heras fencing', 'site fencing', 'security fencing', 'hoarding'],
      },
      {
        product: 'Site Lighting & Tower Lights',
        description:
          'Lighting towers, festoon and walkway lighting for car parks, routes and back-of-house areas.',
        keywords: ['lighting towers', 'festoon lighting', 'walkway lights', 'site lights'],
      },
      {
        product: 'Water Supply & Bowsers',
        description:
          'Potable water bowsers, standpipes and temporary plumbing for catering and camping areas.',
        keywords: ['water bowser', 'drinking water', 'temporary plumbing', 'standpipe'],
      },
      {
        product: 'Refrigeration & Ice',
        description: 'Fridge trailers, chiller units, ice delivery and cold storage for caterers and bars.',
        keywords: ['fridge trailer', 'ice delivery', 'cold room', 'chiller hire'],
      },
      {
        product: 'Showers & Welfare Units',
        description: 'Shower blocks and welfare cabins for crew, campers and performers.',
        keywords: ['shower trailer', 'welfare unit', 'crew welfare', 'camping showers'],
      },
    ],
  },
  {
    category: 'Event Planning & Management',
    description:
      'Planners, producers and specialist agencies who take an event from the first idea to the last guest leaving, or run just the parts you need help with.',
    titleTag: 'Event Planners & Management Agencies in the UK | Marquee',
    customHeading: 'Event planners and management agencies',
    metaDescription:
      'Find event planners, wedding planners, conference organisers, team building and incentive travel agencies across the UK. Compare quotes on Marquee.',
    services: [
      {
        product: 'Event Planners',
        description:
          'Planners who source venues and suppliers, manage budgets and run the day for any kind of event.',
        keywords: ['event planner', 'event organiser', 'event management company', 'party planner'],
      },
      {
        product: 'Wedding Planners',
        description:
          'Full planning, partial planning and on-the-day coordination for weddings in the UK and abroad.',
        keywords: [
          'wedding planner',
          'wedding coordinator',
          'destination wedding',
          'on the day coordination',
        ],
      },
      {
        product: 'Conference Organisers',
        description:
          'Professional conference organisers handling programmes, speakers, delegates, sponsors and exhibitions.',
        keywords: ['pco', 'conference management', 'association conference', 'congress organiser'],
      },
      {
        product: 'Team Building Activities',
        description:
          'Indoor and outdoor team building, from treasure hunts and cooking challenges to charity builds.',
        keywords: ['team building', 'away day activities', 'corporate activities', 'team challenges'],
      },
      {
        product: 'Corporate Hospitality',
        description:
          'Hospitality packages at sporting and cultural events, from Wimbledon and Ascot to Six Nations rugby.',
        keywords: ['sports hospitality', 'client entertainment', 'hospitality packages', 'vip tickets'],
      },
      {
        product: 'Incentive Travel',
        description: 'Reward trips and group travel for high-performing teams, planned end to end.',
        keywords: ['incentive trip', 'group travel', 'reward travel', 'destination management'],
      },
      {
        product: 'Festival Production',
        description:
          'Production managers and site teams who plan, license and deliver festivals and outdoor shows.',
        keywords: ['festival production', 'site manager', 'event licensing', 'production manager'],
      },
      {
        product: 'Christmas Party Organisers',
        description:
          'Shared and exclusive Christmas parties with dinner, entertainment and dancing, booked in one place.',
        keywords: ['christmas party', 'office party', 'festive party nights', 'winter party'],
      },
      {
        product: 'Exhibition Organisers',
        description:
          'Organisers who plan floor plans, sell stands and market trade and consumer exhibitions.',
        keywords: ['trade show organiser', 'exhibition management', 'stand sales', 'expo organiser'],
      },
    ],
  },
];
