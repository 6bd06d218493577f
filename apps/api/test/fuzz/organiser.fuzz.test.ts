import { fuzzRoutes } from './fuzz-suite';
import { groups } from './groups';

fuzzRoutes('organiser routes', groups.organiser);
