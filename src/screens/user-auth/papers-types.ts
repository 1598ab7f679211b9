// Identity papers a user can authenticate with, as data (spec §2 auth: "papers type" select). The
// ids are what the request carries (papersType 1..99, contract/validation/usercenter.ts); the
// labels are the interface's. Personal papers are a person's; enterprise papers a company's.
import type { MessageKey } from '../../i18n/keys.js';

export interface PapersType {
  id: number;
  label: MessageKey;
}

export const PERSONAL_PAPERS: readonly PapersType[] = [
  { id: 1, label: 'auth.papers.idCard' },
  { id: 2, label: 'auth.papers.passport' },
  { id: 3, label: 'auth.papers.residencePermit' },
  { id: 4, label: 'auth.papers.drivingLicence' },
  { id: 5, label: 'auth.papers.consularCard' },
];

export const ENTERPRISE_PAPERS: readonly PapersType[] = [
  { id: 11, label: 'auth.papers.tradeRegister' },
  { id: 12, label: 'auth.papers.taxCard' },
  { id: 13, label: 'auth.papers.businessLicence' },
  { id: 19, label: 'auth.papers.other' },
];
