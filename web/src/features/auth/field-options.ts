import { GENDER_LABELS, GENDERS } from '../../../../src/contracts/identity/index.ts';

/** Sign-up and profile both offer Male, Female, Prefer Not To Say and send MALE, FEMALE, PREFER_NOT_TO_SAY. */
export const genderOptions = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** Today as YYYY-MM-DD: the latest a birthday picker allows. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
