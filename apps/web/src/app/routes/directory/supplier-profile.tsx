import { usePageTitle } from '../../../hooks/use-page-title';
import { DirectoryFrame } from '../../../features/marketing/components/directory-frame';

/** /directory/profile/{id}: a supplier's public profile with 'Send a message' (spec 2.1, 2.5). */
export function Component() {
  usePageTitle('Supplier profile');
  return (
    <DirectoryFrame
      title="Supplier profile"
      intro="Everything an organiser needs before getting in touch: services, examples of work, recent events, reviews and sustainability credentials."
      coming="Supplier profiles are being built. Each will show the supplier's services, documents and certificates, examples of their work and reviews, with a button to send them a message."
    />
  );
}
