import type { CelebrityLanguage } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { languageChoices } from '../languages';

/** Until the Languages area holds any language: English and Português. */
const FALLBACK: CelebrityLanguage[] = [
  { _id: 'en', language: 'English', key: 'EN', mobileKey: 'en' },
  { _id: 'pt_BR', language: 'Português', key: 'PT', mobileKey: 'pt_BR' },
];

/** The languages a celebrity is introduced in: those of the Languages area, or en and pt_BR until it has any. */
export async function celebrityLanguages(db: Db): Promise<CelebrityLanguage[]> {
  const rows = await languageChoices(db);
  if (rows.length === 0) return FALLBACK;
  return rows;
}
