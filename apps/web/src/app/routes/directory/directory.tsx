import { usePageTitle } from '../../../hooks/use-page-title';
import { DirectoryFrame } from '../../../features/marketing/components/directory-frame';

/** /directory: root categories (spec 2.1). */
export function Component() {
  usePageTitle('Supplier directory');
  return (
    <DirectoryFrame
      title="Find event suppliers across the UK"
      intro="Browse suppliers by category and service, from marquee hire and catering to staging, lighting and entertainment, and see who covers your area."
      coming="The directory is being built. Soon you will browse every category and service here, compare supplier profiles, past events and reviews, and message suppliers directly."
    />
  );
}
