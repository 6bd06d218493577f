import { fuzzRoutes } from './fuzz-suite';
import { groups } from './groups';

fuzzRoutes('public routes', groups.public);
