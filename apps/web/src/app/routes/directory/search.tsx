import { usePageTitle } from '../../../hooks/use-page-title';
import { DirectoryFrame } from '../../../features/marketing/components/directory-frame';

/** /directory/search: directory search (spec 2.1). */
export function Component() {
  usePageTitle('Search the directory');
  return (
    <DirectoryFrame
      title="Search the directory"
      intro="Search suppliers by name, by the service you need and by the location of your event."
      coming="Directory search is being built. It will find suppliers by name, service and location, nationwide or within a radius of your venue."
    />
  );
}
