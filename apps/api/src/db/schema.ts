import * as users from './schema/users';
import * as mail from './schema/mail';
import * as suppliers from './schema/suppliers';

/** All tables, for the Drizzle client. Each domain keeps its tables in schema/<domain>.ts. */
export const schema = { ...users, ...mail, ...suppliers };
export type Schema = typeof schema;
