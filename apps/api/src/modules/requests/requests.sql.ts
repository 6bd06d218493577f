import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RequestStatus } from '@marquee/contracts/enums';
import { serviceRequestNotifies, serviceRequestQuotes, serviceRequests } from '../../db/schema/requests';

/** The requests module's table aliases and SQL pieces, shared by its repositories. */
export const r = serviceRequests;
export const q = serviceRequestQuotes;
export const n = serviceRequestNotifies;
export const ACTIVE = sql.raw(String(RequestStatus.active));

export const day = (column: SQL | AnyPgColumn) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** Quotes the organiser sees: every quote not rejected. */
export const liveQuote = sql`${q.rejectedAt} is null`;
