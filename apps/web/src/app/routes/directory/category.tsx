import { useParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DirectoryFrame } from '../../../features/marketing/components/directory-frame';

/** /directory/{category}/{service?}: a category's services, or a service's suppliers (spec 2.1). */
export function Component() {
  const { categoryName = '', serviceName } = useParams();
  const name = serviceName ?? categoryName;
  usePageTitle(name || 'Supplier directory');
  return (
    <DirectoryFrame
      title={name}
      intro={
        serviceName
          ? `Suppliers of ${serviceName} in the ${categoryName} category.`
          : `The services of the ${categoryName} category.`
      }
      coming={
        serviceName
          ? 'Supplier lists are being built. Here you will see the suppliers who offer this service, with their location, rating and profile.'
          : "Category pages are being built. Here you will see this category's services, each leading to the suppliers who offer it."
      }
    />
  );
}
