import { fuzzRoutes } from './fuzz-suite';
import { groups } from './groups';

fuzzRoutes('multipart routes', groups.multipart);
