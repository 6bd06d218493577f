import { fuzzRoutes } from './fuzz-suite';
import { groups } from './groups';

fuzzRoutes('admin routes', groups.admin);
