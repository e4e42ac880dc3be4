/** Who a solemn day remembers, from the words of its name; the first match wins. */
const REMEMBERED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmissing\b/i, 'the children who are missing and the families still waiting for them'],
  [/journalist/i, 'the journalists attacked or killed for their work'],
  [/peacekeep/i, 'the peacekeepers who gave their lives for peace'],
  [/peace officer|police/i, 'the officers who gave their lives in service'],
  [/gold star/i, 'the families of the fallen'],
  [/all souls/i, 'the loved ones who have died'],
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
