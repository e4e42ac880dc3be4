/** Who a solemn day remembers, from the words of its name; the first match wins. */
const REMEMBERED: ReadonlyArray<readonly [RegExp, string]> = [
  // Days that remember one person: the person, and those who keep the day.
  [/rizal/i, "José Rizal, the Philippines' national hero, and the Filipinos who honor him today"],
  [/martyrdom of the b[áa]b/i, "the Báb and the Bahá'ís who remember Him today"],
  [/ascension of bah[áa]'u'll[áa]h/i, "Bahá'u'lláh and the Bahá'ís who remember Him today"],
  [/ascension of 'abdu'l-bah[áa]/i, "'Abdu'l-Bahá and the Bahá'ís who remember him today"],
  [/anne frank/i, 'Anne Frank and the victims of the Holocaust'],
  [/isandlwana/i, 'the soldiers on both sides who fell at Isandlwana'],
  [
    /truth and reconciliation/i,
    'the children who never came home from residential schools, and the survivors',
  ],
  [/palestinian/i, 'the Palestinian people'],
  [/death penalty/i, 'everyone facing the death penalty, and the families touched by it'],
  [/national day of mourning/i, 'the victims of war and violence'],
  [/\bmissing\b/i, 'the children who are missing and the families still waiting for them'],
  [/journalist/i, 'the journalists attacked or killed for their work'],
  [/peacekeep/i, 'the peacekeepers who gave their lives for peace'],
  [/peace officer|police/i, 'the officers who gave their lives in service'],
  [/gold star/i, 'the families of the fallen'],
  [/all souls|sunday of the dead/i, 'the loved ones who have died'],
  [/qingming|ching ming|tomb.sweeping/i, 'the ancestors and loved ones who came before us'],
  [/overdose/i, 'those lost to overdose and the families who grieve them'],
  [/suicide/i, 'those lost to suicide and everyone who loves them'],
  [/\baids\b|\bhiv\b/i, 'those lost to AIDS and everyone living with HIV'],
  [/trafficking/i, 'the victims and survivors of trafficking'],
  [/child labou?r|red hand|child soldier/i, 'the children robbed of their childhood'],
  [/nuclear/i, 'the victims of nuclear weapons and testing'],
  [/education from attack/i, 'the students and teachers harmed by attacks'],
  [/black ribbon/i, 'the victims of totalitarian regimes'],
  [/right to the truth/i, 'the victims of human rights abuses and their families'],
  [/women|sexual|genital/i, 'the survivors and everyone still at risk'],
  [
    /racial|racism|islamophobia|homophobia|transphobia|discrimination/i,
    'everyone facing hatred and discrimination',
  ],
  [/disappear/i, 'the disappeared and the families still searching for them'],
  [/infant loss|pregnancy/i, 'every family that has lost a baby'],
  [/slave|slavery/i, 'the millions who were enslaved and their descendants'],
  [/holocaust|genocide/i, 'the victims, the survivors and their families'],
  [/torture/i, 'the survivors of torture and those who did not survive'],
  [/\bvictims?\b|terroris/i, 'the victims and their families'],
  [/sorry day/i, 'the Stolen Generations and their families'],
  [/workers/i, 'the workers who lost their lives and their families'],
  [
    /hiroshima|nagasaki|chernobyl|disaster|pearl harbor|patriot|titanic/i,
    'those who lost their lives and those who survived',
  ],
  [
    /memorial day|anzac|remembrance (day|sunday)|armistice|veterans|fallen|\bwar\b/i,
    'those who served and those who never came home',
  ],
];

export function rememberedBy(name: string): string {
  return REMEMBERED.find(([pattern]) => pattern.test(name))?.[1] ?? 'all those affected';
}
