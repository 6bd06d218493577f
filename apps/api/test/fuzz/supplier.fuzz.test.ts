import { fuzzRoutes } from './fuzz-suite';
import { groups } from './groups';

fuzzRoutes('supplier routes', groups.supplier);
