/**
 * Whom a day honors, from the words of its name: on Veterans Day or Nurses Day a post thanks them, not the
 * business's customers. Plural, so a line may say "{honored} deserve …". The first match wins; a day that
 * honors nobody in particular gives undefined.
 */
const HONORED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bk9\b/i, 'the military working dogs and their handlers'],
  [/vietnam/i, 'the Vietnam veterans and their families'],
  [/veteran/i, 'all the veterans who served'],
  [/marine/i, 'the Marines, past and present'],
  [/\bnavy\b/i, 'the sailors who serve at sea'],
  [/air force/i, 'the airmen and airwomen who serve'],
  [/coast guard/i, 'the Coast Guard crews who keep our waters safe'],
  [/armed forces|military|soldier|\barmy\b/i, 'the men and women who serve in uniform'],
  [/law enforcement|police/i, 'the officers who keep our community safe'],
  [/firefighter/i, 'the firefighters who keep us safe'],
  [/assistant/i, 'the assistants who keep every practice running'],
  [/\bnurs(e|es|ing)\b/i, 'the nurses who care for us'],
  [/midwi(fe|ves)/i, 'the midwives who help new families begin'],
  [/doctors'?/i, 'the doctors who care for us'],
  [/pharmacist/i, 'the pharmacists who look after our health'],
  [/teacher/i, 'the teachers who shape young lives'],
  [/caregiver/i, 'the caregivers who look after the people they love'],
  [/volunteer/i, 'the volunteers who give their time'],
  [/postal worker/i, 'the postal workers who keep us connected'],
  [/farmer|kisan/i, 'the farmers who feed us'],
  [/women in engineering/i, 'the women in engineering'],
  [/engineers?'?s? day/i, 'the engineers who build our world'],
];

export function honoredBy(name: string): string | undefined {
  return HONORED.find(([pattern]) => pattern.test(name))?.[1];
}
