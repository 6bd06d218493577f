import { useParams } from 'react-router';
import { CategoryServices } from './category-services';
import { ServiceSuppliers } from './service-suppliers';

/** /directory/{category}/{service?}: a category's services, or a service's suppliers (spec 2.1). */
export function Component() {
  const { categoryName = '', serviceName } = useParams();
  return serviceName ? (
    <ServiceSuppliers
      key={`${categoryName}/${serviceName}`}
      categorySegment={categoryName}
      serviceSegment={serviceName}
    />
  ) : (
    <CategoryServices key={categoryName} segment={categoryName} />
  );
}
