import { auditActionLabels, auditTargetLabels, type AuditEntry } from '@marquee/contracts/audit-log';

/** 'Supplier approved'; an action this screen does not know yet reads as its dotted name. */
export const actionLabel = (action: string) => auditActionLabels[action] ?? action;

/** 'User 42', 'Pricing plan 5', 'Settings'; nothing when the action has no target. */
export function targetLabel(entry: Pick<AuditEntry, 'target_type' | 'target_id'>): string | null {
  if (!entry.target_type) return null;
  const type = auditTargetLabels[entry.target_type] ?? entry.target_type;
  return entry.target_type === 'settings' || entry.target_id === null ? type : `${type} ${entry.target_id}`;
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v && Object.keys(v).length === 2;

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.map(show).join(', ');
  if (typeof v === 'object') {
    return Object.entries(v)
      .map(([key, value]) => `${key.replace(/_/g, ' ')} ${show(value)}`)
      .join(', ');
  }
  return String(v);
};

/** Field names that read badly as words; the others become 'Discount duration' from 'discount_duration'. */
const fieldLabels: Record<string, string> = {
  free_rfq_number: 'Free RFQs',
  price_per_month: 'Monthly price',
  price_per_year: 'Annual price',
  is_archive: 'Archived',
  date_from: 'From',
  date_to: 'To',
};
const fieldLabel = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return fieldLabels[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What changed, one line per field: 'Name: Gold → Gold+' for an edit, 'Discount: 12.50' for a value. The API
 * writes summaries as field names with values or { from, to } (decision 0064).
 */
export function summaryLines(summary: Record<string, unknown>): string[] {
  return Object.entries(summary).map(([key, value]) =>
    isChange(value)
      ? `${fieldLabel(key)}: ${show(value.from)} → ${show(value.to)}`
      : `${fieldLabel(key)}: ${show(value)}`,
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'dd.MM.yyyy HH:mm' (spec 9) in the reader's time zone. */
export function displayDateTime(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
