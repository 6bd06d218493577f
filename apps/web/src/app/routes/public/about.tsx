import { usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../config/paths';
import { AboutHero, AboutStory, AboutValues } from '../../../features/marketing/components/about-story';
import { Team } from '../../../features/marketing/components/team';
import { ClosingCta } from '../../../features/marketing/components/closing-cta';

/** /about: the founding story, the team and the slider of spec 2.1. */
export function Component() {
  usePageTitle('About us');
  return (
    <>
      <AboutHero />
      <AboutStory />
      <AboutValues />
      <Team />
      <ClosingCta
        title="Whichever side of the event you're on"
        text="Organisers find suppliers for free. Suppliers list their business for free and pay only as they grow."
        primary={{ label: 'Find your supplier', to: paths.requestQuote.href() }}
        secondary={{ label: 'Become a Supplier', to: paths.suppliers.href() }}
      />
    </>
  );
}
