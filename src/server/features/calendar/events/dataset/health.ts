import type { AwarenessDay } from '../types.js';
import { define, FRI, fixed, GB, IN, last, lastDay, nth, SAT, SUN, THU, TUE, US, WED } from './define.js';

const day = define('health');
const solemn = define('health', 'solemn');

/** World Health Organization days and other health awareness days. */
export const healthDays: AwarenessDay[] = [
  day('dry-january', 'Dry January Begins', fixed(1, 1), ['#DryJanuary', '#DryJan'], GB),
  day('world-ntd-day', 'World Neglected Tropical Diseases Day', fixed(1, 30), ['#WorldNTDDay', '#BeatNTDs']),
  day('world-leprosy-day', 'World Leprosy Day', last(SUN, 1), ['#WorldLeprosyDay', '#Leprosy']),
  day('world-cancer-day', 'World Cancer Day', fixed(2, 4), ['#WorldCancerDay', '#CancerAwareness']),
  day(
    'national-wear-red-day',
    'National Wear Red Day',
    nth(1, FRI, 2),
    ['#WearRedDay', '#GoRed', '#HeartHealth'],
    US,
  ),
  day('world-day-of-the-sick', 'World Day of the Sick', fixed(2, 11), ['#WorldDayOfTheSick', '#Healthcare']),
  day('national-donor-day', 'National Donor Day', fixed(2, 14), ['#NationalDonorDay', '#DonateLife'], US),
  day('international-childhood-cancer-day', 'International Childhood Cancer Day', fixed(2, 15), [
    '#ICCD',
    '#ChildhoodCancer',
  ]),
  // Rare Disease Day, started by EURORDIS in 2008 and held on the last day of February (the rare 29th in a leap
  // year) in over a hundred countries; Rare Disorders NZ opens its Rare Disorders Month with it.
  // Source: https://www.raredisorders.org.nz/about-rare-disorders/rare-disease-day/
  day('rare-disease-day', 'Rare Disease Day', lastDay(2), ['#RareDiseaseDay', '#RareDisease']),
  day('self-injury-awareness-day', 'Self-Injury Awareness Day', fixed(3, 1), [
    '#SelfInjuryAwarenessDay',
    '#SIAD',
  ]),
  day('world-teen-mental-wellness-day', 'World Teen Mental Wellness Day', fixed(3, 2), [
    '#TeenMentalWellnessDay',
    '#MentalHealth',
  ]),
  day('world-hearing-day', 'World Hearing Day', fixed(3, 3), ['#WorldHearingDay', '#HearingCare']),
  day('world-birth-defects-day', 'World Birth Defects Day', fixed(3, 3), [
    '#WorldBirthDefectsDay',
    '#BirthDefects',
  ]),
  day('world-obesity-day', 'World Obesity Day', fixed(3, 4), ['#WorldObesityDay', '#Obesity']),
  day(
    'national-dentists-day',
    "National Dentist's Day",
    fixed(3, 6),
    ['#NationalDentistsDay', '#Dentist'],
    US,
  ),
  day('world-kidney-day', 'World Kidney Day', nth(2, THU, 3), ['#WorldKidneyDay', '#KidneyHealth']),
  day('world-oral-health-day', 'World Oral Health Day', fixed(3, 20), ['#WorldOralHealthDay', '#OralHealth']),
  day('world-down-syndrome-day', 'World Down Syndrome Day', fixed(3, 21), [
    '#WorldDownSyndromeDay',
    '#WDSD',
    '#LotsOfSocks',
  ]),
  day('world-tuberculosis-day', 'World Tuberculosis Day', fixed(3, 24), ['#WorldTBDay', '#EndTB']),
  day('purple-day', 'Purple Day for Epilepsy', fixed(3, 26), ['#PurpleDay', '#Epilepsy']),
  day(
    'national-doctors-day-us',
    "National Doctors' Day",
    fixed(3, 30),
    ['#NationalDoctorsDay', '#ThankADoctor'],
    US,
  ),
  day('world-bipolar-day', 'World Bipolar Day', fixed(3, 30), ['#WorldBipolarDay', '#BipolarAwareness']),
  day('world-autism-awareness-day', 'World Autism Awareness Day', fixed(4, 2), [
    '#WorldAutismAwarenessDay',
    '#Autism',
    '#AutismAcceptance',
  ]),
  day(
    'national-walking-day',
    'National Walking Day',
    nth(1, WED, 4),
    ['#NationalWalkingDay', '#Walking'],
    US,
  ),
  day('world-health-day', 'World Health Day', fixed(4, 7), ['#WorldHealthDay', '#HealthForAll']),
  day('world-parkinsons-day', "World Parkinson's Day", fixed(4, 11), ['#WorldParkinsonsDay', '#Parkinsons']),
  day('world-voice-day', 'World Voice Day', fixed(4, 16), ['#WorldVoiceDay', '#Voice']),
  day('world-hemophilia-day', 'World Hemophilia Day', fixed(4, 17), ['#WorldHemophiliaDay', '#Hemophilia']),
  day('world-liver-day', 'World Liver Day', fixed(4, 19), ['#WorldLiverDay', '#LiverHealth']),
  day('world-malaria-day', 'World Malaria Day', fixed(4, 25), ['#WorldMalariaDay', '#EndMalaria']),
  day('dna-day', 'DNA Day', fixed(4, 25), ['#DNADay', '#Genetics']),
  day('safety-and-health-at-work-day', 'World Day for Safety and Health at Work', fixed(4, 28), [
    '#SafeDay',
    '#WorkplaceSafety',
  ]),
  solemn('workers-memorial-day', "Workers' Memorial Day", fixed(4, 28), ['#WorkersMemorialDay', '#IWMD']),
  day(
    'mental-health-awareness-month',
    'Mental Health Awareness Month Begins',
    fixed(5, 1),
    ['#MentalHealthAwarenessMonth', '#MentalHealthMonth'],
    US,
  ),
  day('world-asthma-day', 'World Asthma Day', nth(1, TUE, 5), ['#WorldAsthmaDay', '#Asthma']),
  day('world-hand-hygiene-day', 'World Hand Hygiene Day', fixed(5, 5), ['#HandHygiene', '#HandHygieneDay']),
  day('international-midwives-day', 'International Day of the Midwife', fixed(5, 5), [
    '#InternationalMidwivesDay',
    '#Midwives',
  ]),
  day('international-no-diet-day', 'International No Diet Day', fixed(5, 6), [
    '#NoDietDay',
    '#BodyPositivity',
  ]),
  day('national-nurses-day', 'National Nurses Day', fixed(5, 6), ['#NationalNursesDay', '#Nurses'], US),
  day('world-ovarian-cancer-day', 'World Ovarian Cancer Day', fixed(5, 8), [
    '#WorldOvarianCancerDay',
    '#OvarianCancer',
  ]),
  day('world-lupus-day', 'World Lupus Day', fixed(5, 10), ['#WorldLupusDay', '#Lupus']),
  day('international-nurses-day', 'International Nurses Day', fixed(5, 12), [
    '#InternationalNursesDay',
    '#IND',
    '#Nurses',
  ]),
  day('fibromyalgia-awareness-day', 'Fibromyalgia Awareness Day', fixed(5, 12), [
    '#FibromyalgiaAwarenessDay',
    '#Fibromyalgia',
  ]),
  day('world-hypertension-day', 'World Hypertension Day', fixed(5, 17), [
    '#WorldHypertensionDay',
    '#BloodPressure',
  ]),
  day('hiv-vaccine-awareness-day', 'HIV Vaccine Awareness Day', fixed(5, 18), [
    '#HIVVaccineAwarenessDay',
    '#HVAD',
  ]),
  day('world-ibd-day', 'World IBD Day', fixed(5, 19), ['#WorldIBDDay', '#IBD']),
  day('end-obstetric-fistula-day', 'International Day to End Obstetric Fistula', fixed(5, 23), [
    '#EndFistula',
    '#ObstetricFistula',
  ]),
  day('menstrual-hygiene-day', 'Menstrual Hygiene Day', fixed(5, 28), [
    '#MenstrualHygieneDay',
    '#PeriodFriendlyWorld',
  ]),
  day('womens-health-action-day', "International Day of Action for Women's Health", fixed(5, 28), [
    '#WomensHealth',
    '#WomensHealthDay',
  ]),
  day('world-digestive-health-day', 'World Digestive Health Day', fixed(5, 29), [
    '#WorldDigestiveHealthDay',
    '#GutHealth',
  ]),
  day('world-no-tobacco-day', 'World No Tobacco Day', fixed(5, 31), ['#WorldNoTobaccoDay', '#NoTobacco']),
  day(
    'national-cancer-survivors-day',
    'National Cancer Survivors Day',
    nth(1, SUN, 6),
    ['#NationalCancerSurvivorsDay', '#CancerSurvivor'],
    US,
  ),
  day('global-running-day', 'Global Running Day', nth(1, WED, 6), ['#GlobalRunningDay', '#Running']),
  day('world-brain-tumour-day', 'World Brain Tumour Day', fixed(6, 8), [
    '#WorldBrainTumourDay',
    '#BrainTumour',
  ]),
  day('albinism-awareness-day', 'International Albinism Awareness Day', fixed(6, 13), [
    '#AlbinismDay',
    '#Albinism',
  ]),
  day('world-blood-donor-day', 'World Blood Donor Day', fixed(6, 14), ['#WorldBloodDonorDay', '#GiveBlood']),
  day('world-elder-abuse-awareness-day', 'World Elder Abuse Awareness Day', fixed(6, 15), [
    '#WEAAD',
    '#ElderAbuse',
  ]),
  day('autistic-pride-day', 'Autistic Pride Day', fixed(6, 18), ['#AutisticPrideDay', '#Neurodiversity']),
  day('world-sickle-cell-day', 'World Sickle Cell Day', fixed(6, 19), ['#WorldSickleCellDay', '#SickleCell']),
  day('international-day-of-yoga', 'International Day of Yoga', fixed(6, 21), [
    '#InternationalYogaDay',
    '#YogaDay',
    '#Yoga',
  ]),
  day('world-vitiligo-day', 'World Vitiligo Day', fixed(6, 25), ['#WorldVitiligoDay', '#Vitiligo']),
  day('world-drug-day', 'International Day against Drug Abuse and Illicit Trafficking', fixed(6, 26), [
    '#WorldDrugDay',
    '#SupportDontPunish',
  ]),
  day('national-hiv-testing-day', 'National HIV Testing Day', fixed(6, 27), ['#HIVTestingDay', '#NHTD'], US),
  day('ptsd-awareness-day', 'PTSD Awareness Day', fixed(6, 27), ['#PTSDAwarenessDay', '#PTSD'], US),
  day(
    'national-doctors-day-india',
    "National Doctors' Day",
    fixed(7, 1),
    ['#NationalDoctorsDay', '#DoctorsDay'],
    IN,
  ),
  day('world-zoonoses-day', 'World Zoonoses Day', fixed(7, 6), ['#WorldZoonosesDay', '#OneHealth']),
  day('world-brain-day', 'World Brain Day', fixed(7, 22), ['#WorldBrainDay', '#BrainHealth']),
  day('international-self-care-day', 'International Self-Care Day', fixed(7, 24), [
    '#SelfCareDay',
    '#SelfCare',
  ]),
  day('world-drowning-prevention-day', 'World Drowning Prevention Day', fixed(7, 25), [
    '#DrowningPrevention',
    '#WorldDrowningPreventionDay',
  ]),
  day('world-ivf-day', 'World IVF Day', fixed(7, 25), ['#WorldIVFDay', '#IVF']),
  day('world-hepatitis-day', 'World Hepatitis Day', fixed(7, 28), [
    '#WorldHepatitisDay',
    '#EliminateHepatitis',
  ]),
  day('world-lung-cancer-day', 'World Lung Cancer Day', fixed(8, 1), ['#WorldLungCancerDay', '#LungCancer']),
  day('world-mosquito-day', 'World Mosquito Day', fixed(8, 20), ['#WorldMosquitoDay', '#Malaria']),
  solemn('international-overdose-awareness-day', 'International Overdose Awareness Day', fixed(8, 31), [
    '#OverdoseAwarenessDay',
    '#EndOverdose',
  ]),
  day('world-sexual-health-day', 'World Sexual Health Day', fixed(9, 4), [
    '#WorldSexualHealthDay',
    '#SexualHealth',
  ]),
  day('world-physical-therapy-day', 'World Physical Therapy Day', fixed(9, 8), [
    '#WorldPTDay',
    '#Physiotherapy',
  ]),
  solemn('world-suicide-prevention-day', 'World Suicide Prevention Day', fixed(9, 10), [
    '#WorldSuicidePreventionDay',
    '#SuicidePrevention',
  ]),
  day('world-first-aid-day', 'World First Aid Day', nth(2, SAT, 9), ['#WorldFirstAidDay', '#FirstAid']),
  day('world-patient-safety-day', 'World Patient Safety Day', fixed(9, 17), [
    '#WorldPatientSafetyDay',
    '#PatientSafety',
  ]),
  day('world-alzheimers-day', "World Alzheimer's Day", fixed(9, 21), ['#WorldAlzheimersDay', '#Alzheimers']),
  day('world-lung-day', 'World Lung Day', fixed(9, 25), ['#WorldLungDay', '#LungHealth']),
  day('world-pharmacists-day', 'World Pharmacists Day', fixed(9, 25), [
    '#WorldPharmacistsDay',
    '#Pharmacists',
  ]),
  day('world-contraception-day', 'World Contraception Day', fixed(9, 26), [
    '#WorldContraceptionDay',
    '#Contraception',
  ]),
  day('world-rabies-day', 'World Rabies Day', fixed(9, 28), ['#WorldRabiesDay', '#EndRabies']),
  day('world-heart-day', 'World Heart Day', fixed(9, 29), ['#WorldHeartDay', '#HeartHealth']),
  day('breast-cancer-awareness-month', 'Breast Cancer Awareness Month Begins', fixed(10, 1), [
    '#BreastCancerAwarenessMonth',
    '#PinkOctober',
  ]),
  day('stoptober', 'Stoptober Begins', fixed(10, 1), ['#Stoptober', '#QuitSmoking'], GB),
  day('world-mental-health-day', 'World Mental Health Day', fixed(10, 10), [
    '#WorldMentalHealthDay',
    '#MentalHealth',
  ]),
  day('world-sight-day', 'World Sight Day', nth(2, THU, 10), ['#WorldSightDay', '#LoveYourEyes']),
  day('world-arthritis-day', 'World Arthritis Day', fixed(10, 12), ['#WorldArthritisDay', '#Arthritis']),
  day(
    'metastatic-breast-cancer-awareness-day',
    'Metastatic Breast Cancer Awareness Day',
    fixed(10, 13),
    ['#MBCAwarenessDay', '#MetastaticBreastCancer'],
    US,
  ),
  day('global-handwashing-day', 'Global Handwashing Day', fixed(10, 15), [
    '#GlobalHandwashingDay',
    '#HandWashing',
  ]),
  day(
    'white-cane-safety-day',
    'White Cane Safety Day',
    fixed(10, 15),
    ['#WhiteCaneDay', '#WhiteCaneSafetyDay'],
    US,
  ),
  solemn(
    'pregnancy-and-infant-loss-remembrance-day',
    'Pregnancy and Infant Loss Remembrance Day',
    fixed(10, 15),
    ['#WaveOfLight', '#PregnancyAndInfantLoss'],
  ),
  day('world-anaesthesia-day', 'World Anaesthesia Day', fixed(10, 16), [
    '#WorldAnaesthesiaDay',
    '#Anaesthesia',
  ]),
  day('world-spine-day', 'World Spine Day', fixed(10, 16), ['#WorldSpineDay', '#SpineHealth']),
  day('world-trauma-day', 'World Trauma Day', fixed(10, 17), ['#WorldTraumaDay', '#Trauma']),
  day('world-menopause-day', 'World Menopause Day', fixed(10, 18), ['#WorldMenopauseDay', '#Menopause']),
  day('world-osteoporosis-day', 'World Osteoporosis Day', fixed(10, 20), [
    '#WorldOsteoporosisDay',
    '#BoneHealth',
  ]),
  day('international-stuttering-awareness-day', 'International Stuttering Awareness Day', fixed(10, 22), [
    '#ISAD',
    '#StutteringAwareness',
  ]),
  day('world-polio-day', 'World Polio Day', fixed(10, 24), ['#WorldPolioDay', '#EndPolio']),
  day('world-occupational-therapy-day', 'World Occupational Therapy Day', fixed(10, 27), [
    '#WorldOTDay',
    '#OccupationalTherapy',
  ]),
  day('world-stroke-day', 'World Stroke Day', fixed(10, 29), ['#WorldStrokeDay', '#Stroke']),
  day('movember', 'Movember Begins', fixed(11, 1), ['#Movember', '#MensHealth']),
  day('one-health-day', 'One Health Day', fixed(11, 3), ['#OneHealthDay', '#OneHealth']),
  day('world-radiography-day', 'World Radiography Day', fixed(11, 8), [
    '#WorldRadiographyDay',
    '#Radiography',
  ]),
  day('world-pneumonia-day', 'World Pneumonia Day', fixed(11, 12), ['#WorldPneumoniaDay', '#StopPneumonia']),
  day('world-diabetes-day', 'World Diabetes Day', fixed(11, 14), ['#WorldDiabetesDay', '#Diabetes']),
  day('world-prematurity-day', 'World Prematurity Day', fixed(11, 17), ['#WorldPrematurityDay', '#Preemie']),
  day('world-amr-awareness-week', 'World AMR Awareness Week Begins', fixed(11, 18), [
    '#WAAW',
    '#AntimicrobialResistance',
  ]),
  day('international-mens-day', "International Men's Day", fixed(11, 19), [
    '#InternationalMensDay',
    '#MensHealth',
  ]),
  day('world-toilet-day', 'World Toilet Day', fixed(11, 19), ['#WorldToiletDay', '#Sanitation']),
  day(
    'great-american-smokeout',
    'Great American Smokeout',
    nth(3, THU, 11),
    ['#GreatAmericanSmokeout', '#QuitSmoking'],
    US,
  ),
  day('world-pancreatic-cancer-day', 'World Pancreatic Cancer Day', nth(3, THU, 11), [
    '#WorldPancreaticCancerDay',
    '#PancreaticCancer',
  ]),
  solemn(
    'road-traffic-victims-remembrance',
    'World Day of Remembrance for Road Traffic Victims',
    nth(3, SUN, 11),
    ['#WDoR', '#RoadSafety'],
  ),
  solemn('world-aids-day', 'World AIDS Day', fixed(12, 1), ['#WorldAIDSDay', '#EndAIDS', '#RedRibbon']),
  day('universal-health-coverage-day', 'Universal Health Coverage Day', fixed(12, 12), [
    '#UHCDay',
    '#HealthForAll',
  ]),
  day('world-meditation-day', 'World Meditation Day', fixed(12, 21), ['#WorldMeditationDay', '#Meditation']),
  day('epidemic-preparedness-day', 'International Day of Epidemic Preparedness', fixed(12, 27), [
    '#EpidemicPreparedness',
    '#PandemicPreparedness',
  ]),
];
