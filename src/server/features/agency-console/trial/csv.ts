import type { TrialLead } from '../../../../contract/agency-console/trial.js';

const COLUMNS: readonly { title: string; value: (lead: TrialLead) => string }[] = [
  { title: 'Name', value: (lead) => lead.userName },
  { title: 'Business', value: (lead) => lead.businessName },
  { title: 'Email', value: (lead) => lead.email },
  { title: 'Started', value: (lead) => lead.startedAt },
  { title: 'Free posts used', value: (lead) => String(lead.postsUsed) },
  { title: 'Last seen', value: (lead) => lead.lastSeenAt },
  { title: 'Asked to upgrade', value: (lead) => lead.askedToUpgradeAt ?? '' },
];

/**
 * One CSV cell. Visitors type their own names, so a cell a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return) gets a leading apostrophe and stays text; quotes, commas
 * and line breaks are quoted.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The leads as a CSV file; the byte-order mark makes spreadsheets read it as UTF-8. */
export function leadsCsv(leads: readonly TrialLead[]): string {
  const rows = [
    COLUMNS.map((column) => column.title),
    ...leads.map((lead) => COLUMNS.map((c) => c.value(lead))),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
