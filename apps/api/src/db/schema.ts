import * as users from './schema/users';
import * as mail from './schema/mail';
import * as catalogue from './schema/catalogue';
import * as billing from './schema/billing';
import * as suppliers from './schema/suppliers';
import * as requests from './schema/requests';
import * as chats from './schema/chats';
import * as content from './schema/content';
import * as search from './schema/search';
import * as settings from './schema/settings';
import * as audit from './schema/audit';
import * as counters from './schema/counters';

/** All tables, for the Drizzle client. Each domain keeps its tables in schema/<domain>.ts. */
export const schema = {
  ...users,
  ...mail,
  ...catalogue,
  ...billing,
  ...suppliers,
  ...requests,
  ...chats,
  ...content,
  ...search,
  ...settings,
  ...audit,
  ...counters,
};
export type Schema = typeof schema;
