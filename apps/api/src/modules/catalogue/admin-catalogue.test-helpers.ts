import { useTestApp } from '../../../test/harness';
import type { FactoryUser } from '../../../test/factories';
import { multipartForm, type FormPart } from '../../../test/multipart';
import { auditLog } from '../../db/schema/audit';

/**
 * The set-up every admin catalogue test file shares (decision 0076): the app on its own database, a multipart
 * sender for the category and service forms, a plain GET, a JSON POST and the audit rows written so far.
 * Call it inside the file's `describe`.
 */
export function useAdminCatalogueTest() {
  const t = useTestApp();
  const send = (who: FactoryUser, url: string, parts: FormPart[], method: 'POST' | 'PUT' = 'POST') => {
    const form = multipartForm(parts);
    return t.app.inject({ method, url, headers: { ...who.auth, ...form.headers }, payload: form.payload });
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (who: FactoryUser, url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: who.auth, payload: body as object });
  const audits = () =>
    t.db
      .select({ action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId })
      .from(auditLog)
      .orderBy(auditLog.id);
  return { t, send, get, post, audits };
}
