import { formatCents } from '../../../../contract/money';
import { fieldLabel } from './field-labels';

type Snapshot = Record<string, unknown> | null;

export interface FieldChange {
  /** Where the value sits in the recorded snapshot, e.g. `prices.provider.social`. */
  path: string;
  /** The field in words, for the admin. */
  label: string;
  before: string;
  after: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isListOfWords = (value: readonly unknown[]) =>
  value.every((item) => typeof item === 'string' || typeof item === 'number');

/** A value as the log shows it; secrets arrive already masked ("••••") and are shown as they come. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return isListOfWords(value) ? value.join(', ') : JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/** Amounts the server keeps in cents: every field named `…Cents` or `cents`, and every price. */
const isMoney = (path: string) => /(^|\.)cents$|Cents$/.test(path) || path.startsWith('prices.');

/** A field's value as the log shows it: money in dollars, as every other screen of the product does. */
export function shownFieldValue(path: string, value: unknown): string {
  return isMoney(path) && typeof value === 'number' ? formatCents(value) : shownValue(value);
}

/** Each leaf of a snapshot by its dotted path; lists are one value, as they are edited as one. */
function leavesOf(snapshot: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(snapshot)) {
    const path = `${prefix}${key}`;
    if (isPlainObject(value)) {
      for (const [inner, leaf] of leavesOf(value, `${path}.`)) leaves.set(inner, leaf);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/**
 * The fields a change touched, each with its value before and after; a new or deleted thing shows all.
 * Nested values are compared leaf by leaf, so a change of one price lists that price, not every price.
 */
export function changedFields(before: Snapshot, after: Snapshot): FieldChange[] {
  const was = leavesOf(before ?? {});
  const is = leavesOf(after ?? {});
  const paths = new Set([...was.keys(), ...is.keys()]);
  return [...paths].flatMap((path) => {
    const shownBefore = shownFieldValue(path, was.get(path));
    const shownAfter = shownFieldValue(path, is.get(path));
    return shownBefore === shownAfter
      ? []
      : [{ path, label: fieldLabel(path), before: shownBefore, after: shownAfter }];
  });
}
